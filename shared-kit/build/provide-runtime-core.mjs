// Issue 16: one federation runtime. The shell's browser build runs this runtime plugin; it hands the
// shell's own copy of @module-federation/runtime-core to the remotes, whose browser builds take it as
// the global `_FEDERATION_RUNTIME_CORE` (experiments.externalRuntime) instead of bundling their own.
// It also hands them the webpack glue on top of it (@module-federation/webpack-bundler-runtime: share
// scopes, consumes, remotes, container init; ~3.6 KB br in every remote entry before) as the global
// `_FEDERATION_BUNDLER_RUNTIME`: a remote's browser build imports `external-bundler-runtime.mjs` in its
// place (webpack-factory.mjs), which asks `create(buildId)` here for its own federation object.
//
// Not the plugin's `provideExternalRuntime` option: that adds @module-federation/inject-external-runtime-core-plugin
// by require.resolve, i.e. its CommonJS build, which requires runtime-core's .cjs files while the shell's
// federation runtime imports the ESM ones. The shell then carried two copies (first view +26 KB gzip) and
// handed the remotes the one its own host instance does not use. Here the import is ESM, resolved like the
// bundler runtime's, so it is the very module instance the shell's host runs on (checked in
// e2e/tests/platform.spec.ts: every federation instance is built by the provided ModuleFederation class).
import * as runtimeCore from '@module-federation/runtime/core';
// The very module the shell's federation entry imports (alias in webpack-factory.mjs: the bundler runtime's
// dist folder, as the enhanced plugin resolves it), and the container init the shell itself leaves out
// (it exposes nothing, so its bundler runtime is built without it).
import federation from '@teachmarket/federation-bundler-runtime/bundler.js';
import { initContainerEntry } from '@teachmarket/federation-bundler-runtime/initContainerEntry.js';

const KEY = '_FEDERATION_RUNTIME_CORE';
const BUNDLER_KEY = '_FEDERATION_BUNDLER_RUNTIME';

/**
 * `init` of @module-federation/runtime for one build: that package keeps the build's id
 * (FEDERATION_BUILD_IDENTIFIER, e.g. `mfe_catalog:1.0.0`) compiled in and finds an existing instance by
 * it; the shell's copy would find the shell's own instance for every remote. Same steps otherwise.
 */
function initFor(buildId) {
  return function init(options) {
    const { name, version } = options;
    const existing = runtimeCore.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
      (i) => (buildId && i.options.id === buildId) || (i.options.name === name && (version ? i.options.version === version : !i.options.version)),
    );
    const normalized = { ...options, id: options.id || '' };
    if (existing) {
      existing.initOptions(normalized);
      return existing;
    }
    const Federation = runtimeCore.getGlobalFederationConstructor() || runtimeCore.ModuleFederation;
    const instance = new Federation({ id: `${name}@${version || Date.now()}`, ...normalized });
    runtimeCore.setGlobalFederationInstance(instance);
    return instance;
  };
}

/**
 * What a remote's browser build gets in place of the bundler runtime's default export: a federation
 * object of its own (its webpack runtime copies it into `__webpack_require__.federation` and keeps its
 * instance, options and share tables there), with the shell's functions in it.
 */
const bundlerRuntime = {
  create(buildId) {
    return {
      runtime: { init: initFor(buildId), getRemoteEntry: runtimeCore.getRemoteEntry },
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry, S: {} },
      attachShareScopeMap: federation.attachShareScopeMap,
      bundlerRuntimeOptions: {},
    };
  },
};

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
      global[BUNDLER_KEY] = bundlerRuntime;
      return args;
    },
  };
}
