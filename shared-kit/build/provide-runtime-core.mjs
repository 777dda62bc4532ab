// Issue 16: one federation runtime. The shell's browser build runs this runtime plugin; it hands the
// shell's own copy of @module-federation/runtime-core to the remotes, whose browser builds take it as
// the global `_FEDERATION_RUNTIME_CORE` (experiments.externalRuntime) instead of bundling their own.
//
// Not the plugin's `provideExternalRuntime` option: that adds @module-federation/inject-external-runtime-core-plugin
// by require.resolve, i.e. its CommonJS build, which requires runtime-core's .cjs files while the shell's
// federation runtime imports the ESM ones. The shell then carried two copies (first view +26 KB gzip) and
// handed the remotes the one its own host instance does not use. Here the import is ESM, resolved like the
// bundler runtime's, so it is the very module instance the shell's host runs on (checked in
// e2e/tests/platform.spec.ts: every federation instance is built by the provided ModuleFederation class).
import * as runtimeCore from '@module-federation/runtime/core';

const KEY = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore() {
  return {
    name: 'teachmarket-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      const provided = global[KEY];
      if (provided && provided !== runtimeCore) {
        console.warn(`[teachmarket] ${args.options.name}: another federation runtime core is provided already; the remotes keep using that one`);
        return args;
      }
      global[KEY] = runtimeCore;
      return args;
    },
  };
}
