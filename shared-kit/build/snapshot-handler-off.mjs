// Issue 16: what the shell's browser build takes in place of @module-federation/runtime-core's
// `plugins/snapshot/SnapshotHandler.js` (webpack-factory.mjs SNAPSHOT_HANDLER). With
// experiments.optimization.disableSnapshot the runtime registers neither the snapshot plugin nor the
// generate-preload-assets plugin, yet runtime-core 2.9.2 still builds a SnapshotHandler for every
// instance (core.js: `USE_REMOTE ? new SnapshotHandler(this) : …`) and so ships its manifest loading and
// the sdk's generateSnapshotFromManifest (~1.6 KB brotli) that nothing calls. What the runtime still
// touches (runtime-core source, 2.9.2):
// - utils/plugin.js registerPlugins: `snapshotHandler.hooks.applyPlugin(plugin)` for every plugin; the
//   handler's hooks (beforeLoadRemoteSnapshot, loadSnapshot, …) only run inside the manifest path.
// - remote/index.js removeRemote (registerRemotes with force, the guard's retry): manifestCache.delete and
//   getGlobalRemoteInfo(remote, host).hostGlobalSnapshot: without manifests there is no snapshot of the host.
// - remote/index.js preloadRemote: loadRemoteSnapshotInfo. The platform never calls preloadRemote (it would
//   need the manifests); it fails with a clear message here.
const NO_SNAPSHOT = 'The shell\'s federation runtime is built without snapshots (disableSnapshot): preloadRemote and manifest entries are not supported';

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    return Promise.reject(new Error(NO_SNAPSHOT));
  }
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
