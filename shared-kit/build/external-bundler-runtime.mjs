// Issue 16: what a remote's browser build imports in place of @module-federation/webpack-bundler-runtime
// (webpack-factory.mjs): the federation object of this build, made by the shell's copy of the bundler
// runtime (provide-runtime-core.mjs), so a remote entry carries its own tables and webpack's glue only.
// FEDERATION_BUILD_IDENTIFIER is this build's id (`mfe_catalog:1.0.0`), defined by the enhanced plugin.
/* global FEDERATION_BUILD_IDENTIFIER */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(`${buildId}: this remote runs on the federation runtime its host provides (_FEDERATION_BUNDLER_RUNTIME), and there is none`);
}

export default provided.create(buildId);
