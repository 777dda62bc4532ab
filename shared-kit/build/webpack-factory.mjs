// The one webpack + Module Federation config every app builds with (ARCHITECTURE.md).
// An app's webpack config is a call to createAppConfig with its name and, for a remote, its contract module.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { BudgetPlugin, pageFiles } from './budget-plugin.mjs';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const kitDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Federation names are snake_case (ARCHITECTURE.md): mfe-catalog -> mfe_catalog. */
export function federationName(folder) {
  return folder.replace(/-/g, '_');
}

/**
 * Issue 19: the remote contract's version (contracts/src/remotes.ts CONTRACT_VERSION), written into each
 * build's mf-manifest.json (metaData.contractVersion) so the operators' console can check a version
 * before a world runs it, without loading its code.
 */
function contractVersion() {
  const source = fs.readFileSync(path.resolve(kitDir, '../contracts/src/remotes.ts'), 'utf8');
  const found = /export const CONTRACT_VERSION = (\d+);/.exec(source);
  if (!found) throw new Error('contracts/src/remotes.ts: CONTRACT_VERSION not found');
  return Number(found[1]);
}

/** Version of a package as seen from `fromDir`, for the shared scope. */
function versionOf(pkg, fromDir) {
  const pkgJson = require.resolve(`${pkg}/package.json`, { paths: [fromDir, kitDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

/**
 * Singletons shared by the shell and every remote. Subpaths are shared with a trailing slash,
 * otherwise react/jsx-runtime and react-dom/client are duplicated (TOOLCHAIN.md).
 */
export function sharedSingletons(appDir) {
  const names = [
    'react',
    'react-dom',
    'i18next',
    'react-i18next',
    'nanostores',
    '@nanostores/react',
    '@teachmarket/shared-kit',
    // Stateless, but one copy keeps the compiled route tables built once; its sub-paths
    // (`@teachmarket/contracts/api-types/...`) share with the trailing slash like react/.
    '@teachmarket/contracts',
  ];
  const shared = {};
  for (const name of names) {
    const version = versionOf(name, appDir);
    const major = version.split('.')[0];
    shared[name] = { singleton: true, requiredVersion: `^${major}.0.0`, version };
  }
  // react-i18next: the facade with the names the apps use, under the package's share key (issue 16).
  shared['react-i18next'] = { ...shared['react-i18next'], import: REACT_I18NEXT_FACADE };
  // nanostores: the same, the stores' names the apps and @nanostores/react + /query use (issue 16).
  shared.nanostores = { ...shared.nanostores, import: NANOSTORES_FACADE };
  // Issue 16: shared-kit's narrow entry points, each a shared module of its own, loaded only by the pages
  // that import them (src/page-api.ts). Not the package's trailing-slash key: ./server, ./webpack and
  // ./testing are no browser modules, ./operator, ./sanitize and ./sanitized-html stay in the page chunks that use them.
  for (const entry of SHARED_KIT_ENTRIES) shared[`@teachmarket/shared-kit/${entry}`] = { ...shared['@teachmarket/shared-kit'] };
  for (const name of ['react/', 'react-dom/', '@teachmarket/contracts/']) {
    const base = name.slice(0, -1);
    shared[name] = { singleton: true, requiredVersion: `^${versionOf(base, appDir).split('.')[0]}.0.0`, version: versionOf(base, appDir) };
  }
  return shared;
}

/**
 * The shared modules every page of the shell provides, whatever the route (issue 16): a remote's browser
 * build takes them from the shell only (`import: false`), so its entry lists no fallback of its own for
 * them (getters, chunk maps) and its dist carries no copy. The remotes run inside the shell (a feature
 * team's dev build too: README); shared-kit's other entries and the contracts' sub-paths stay importable,
 * since the shell does not load them all. The server builds keep their fallbacks.
 */
export const PROVIDED_BY_SHELL = ['react', 'react/', 'react-dom', 'react-dom/', 'i18next', 'react-i18next', 'nanostores', '@nanostores/react', '@teachmarket/shared-kit', '@teachmarket/contracts'];

function fromHost(shared) {
  for (const name of PROVIDED_BY_SHELL) shared[name] = { ...shared[name], import: false };
  return shared;
}

/** shared-kit's entry points besides its root that the builds share (package.json exports). */
export const SHARED_KIT_ENTRIES = ['page-api', 'page-ui', 'folders', 'school-wishlist'];

/**
 * A remote's whole webpack config: its one exposed module is the remote contract (route ids -> page
 * loaders, `src/routes.ts`); `opts` adds what differs, e.g. its size budget.
 * `export default remoteConfig(import.meta.url, { budget: { entryKb: 30, pageKb: 25 } })`
 */
export function remoteConfig(configUrl, opts = {}) {
  const appDir = path.dirname(fileURLToPath(configUrl));
  return (env = {}) => {
    const all = { appDir, kind: 'remote', exposes: { './routes': './src/routes.ts' }, ...opts, ...env };
    // Issue 15: a production build also writes the remote's server build into the same versioned
    // folder (dist/server/), so ops pin, canary and roll back both halves with one registry entry.
    // A feature team's dev build (dev-dist/) is browser-only: the page says its slot renders there.
    return (all.mode ?? 'production') === 'production' ? [createAppConfig(all), createServerConfig(all)] : createAppConfig(all);
  };
}

/** What the apps share as `react-i18next` (issue 16): the names they use, not the whole package. */
const REACT_I18NEXT_FACADE = path.join(kitDir, 'build/react-i18next-facade.mjs');

/** What the apps share as `nanostores` (issue 16): the names they use, not the whole package. */
const NANOSTORES_FACADE = path.join(kitDir, 'build/nanostores-facade.mjs');

/** What every build gets for `react-router` (issue 16): the router's core, not its DOM layer's module. */
const REACT_ROUTER_FACADE = path.join(kitDir, 'build/react-router-facade.mjs');

/**
 * Issue 16: @module-federation/webpack-bundler-runtime's `bundler.js`, resolved as the enhanced plugin
 * resolves it (from its runtime-tools), i.e. the file every build's federation entry imports.
 */
const BUNDLER_RUNTIME = (() => {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const runtimeTools = fromEnhanced.resolve('@module-federation/runtime-tools/bundler');
  return createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime/bundler');
})();

/** What a remote's browser build imports in its place: the shell's copy (external-bundler-runtime.mjs). */
const EXTERNAL_BUNDLER_RUNTIME = path.join(kitDir, 'build/external-bundler-runtime.mjs');

const RESOLVE = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  // The package itself for the facade above, by a request that is no share key.
  alias: {
    // The shell's provide-runtime-core.mjs imports the bundler runtime's files by this prefix.
    '@teachmarket/federation-bundler-runtime': path.dirname(BUNDLER_RUNTIME),
    'nanostores/full$': path.join(path.dirname(require.resolve('nanostores/package.json', { paths: [kitDir] })), 'index.js'),
    'react-i18next/full$': path.join(path.dirname(require.resolve('react-i18next/package.json', { paths: [kitDir] })), 'dist/es/index.js'),
    // react-router: the core names and shared-kit's light Link/BrowserRouter/useSearchParams, not the
    // package's index (react-router-facade.mjs); the facade reaches the package's files by this prefix.
    'react-router$': REACT_ROUTER_FACADE,
    'react-router/production-lib': path.join(path.dirname(require.resolve('react-router/package.json', { paths: [kitDir] })), 'dist/production/lib'),
  },
};

/**
 * TypeScript and JSX through swc, for the browser and the server build alike. Workspace packages
 * (@teachmarket/shared-kit, @teachmarket/contracts: TypeScript source) resolve through their symlinks to
 * the real folders outside node_modules, so swc compiles them too.
 */
const typescriptRule = (development) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } }, target: 'es2022' },
    },
  },
});

/** The shell's runtime plugin that hands its federation runtime-core to the remotes (provide-runtime-core.mjs). */
const PROVIDE_RUNTIME_CORE = path.join(kitDir, 'build/provide-runtime-core.mjs');

/** A loader for CSS in server builds: the browser build ships the styles; the server needs none. */
const EMPTY_LOADER = path.join(kitDir, 'build/empty-loader.cjs');

/**
 * Issue 15: the Node build of an app (TOOLCHAIN.md "Server rendering through Module Federation"):
 * `async-node`, a commonjs-module container whose chunks load over HTTP relative to its entry, the
 * @module-federation/node runtime plugin, async start-up, the same shared singletons as the browser.
 * For a remote: `<outDir>/server/remoteEntry.js`. For the shell: `dist-server/render.js`, the host
 * the page server (shell/server/) renders with; it provides React & co. to the remotes' server builds.
 */
export function createServerConfig(opts) {
  const { appDir, kind } = opts;
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const name = federationName(path.basename(appDir));
  const version = opts.version ?? pkg.version;
  const outDir = kind === 'shell' ? path.resolve(appDir, 'dist-server') : path.resolve(appDir, opts.outDir ?? 'dist', 'server');
  return {
    name: `${name}-server`,
    mode: 'production',
    context: appDir,
    target: 'async-node',
    devtool: false,
    entry: kind === 'shell' ? { render: './src/ssr/render-page.tsx' } : {},
    output: {
      path: outDir,
      publicPath: kind === 'shell' ? '' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      uniqueName: `${name}_server`,
      ...(kind === 'shell' ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        typescriptRule(false),
        { test: /\.css$/, use: [EMPTY_LOADER] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: kind === 'shell' ? 'shell_server' : name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes ?? {},
        remotes: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedSingletons(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
    ],
    optimization: { nodeEnv: 'production', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * @param {object} opts
 * @param {string} opts.appDir       absolute folder of the app (package root)
 * @param {'shell'|'remote'} opts.kind
 * @param {Record<string,string>} [opts.exposes]  for a remote: its one contract module
 * @param {string[]} [opts.runtimePlugins]        for the shell: federation runtime plugins
 * @param {string} [opts.version]     build version (defaults to package.json version)
 * @param {string} [opts.outDir]      output folder (defaults to dist)
 * @param {'production'|'development'} [opts.mode]
 * @param {boolean} [opts.productionReact]  a development build that runs inside a production shell
 *   (a feature team's `pnpm --filter <remote> dev` with a developer override): React's production
 *   variants and the production JSX runtime, because the shell's React is the shared singleton and
 *   React's development JSX runtime fails against it (`dispatcher.getOwner is not a function`).
 * @param {{ entryKb?: number, pageKb?: number, initialKb?: number }} [opts.budget]  size budget in KB gzip (budget-plugin.mjs)
 */
export function createAppConfig(opts) {
  const { appDir, kind } = opts;
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const folder = path.basename(appDir);
  const name = federationName(folder);
  const mode = opts.mode ?? 'production';
  const version = opts.version ?? pkg.version;
  const isProd = mode === 'production';
  const productionReact = isProd || opts.productionReact === true;
  // The version written into mf-manifest.json (buildInfo.buildVersion): a canary build can carry its own.
  process.env.MF_BUILD_VERSION = version;

  return {
    mode,
    context: appDir,
    // No eval-* source maps in development either: a dev build of a remote runs inside the production
    // shell (developer override, README) under its Content-Security-Policy, which has no 'unsafe-eval'.
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    entry: kind === 'shell' ? { main: './src/main.ts' } : {},
    output: {
      path: path.resolve(appDir, opts.outDir ?? 'dist'),
      // 'auto' lets a remote's dist be deployed under any (versioned) path. The shell's index.html is
      // served for every route (/de/material/1/x ...), so its assets need an absolute base.
      publicPath: kind === 'shell' ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // spec §8/§9: a script chunk that does not arrive fails with ChunkLoadError after 120 s.
      chunkLoadTimeout: 120000,
      // server/ is the remote's server build, written by the other compiler of the same run.
      clean: { keep: /^server[\\/]/ },
    },
    // Issue 16: a remote's browser build takes the bundler runtime from the shell (provide-runtime-core.mjs).
    resolve: kind === 'shell' ? RESOLVE : { ...RESOLVE, alias: { ...RESOLVE.alias, [`${BUNDLER_RUNTIME}$`]: EXTERNAL_BUNDLER_RUNTIME } },
    module: {
      rules: [
        typescriptRule(!productionReact),
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: opts.exposes ?? {},
        remotes: {},
        shared: kind === 'shell' ? sharedSingletons(appDir) : fromHost(sharedSingletons(appDir)),
        // loaded-first: the default version-first loads every remote entry at start-up, so one
        // unreachable remote would break the whole app (TOOLCHAIN.md, module-federation/core#3877).
        shareStrategy: 'loaded-first',
        // Issue 16: one federation runtime in the browser. The shell provides its runtime-core (the
        // provider plugin, first so it runs before any other plugin's hooks), every remote's browser build
        // takes it from there (its entry 27 -> 9 KB gzip). The server builds keep their own runtime each.
        runtimePlugins: [...(kind === 'shell' ? [PROVIDE_RUNTIME_CORE] : []), ...(opts.runtimePlugins ?? [])],
        // optimization.target: the browser build drops the runtime's Node code paths (loadScriptNode & co.).
        // disableSnapshot (issue 16): the browser never reads a remote's mf-manifest.json; the shell
        // registers each remote by its remoteEntry.js (browserEntryOf in contracts/src/remote-registry.ts, used by shell/src/federation/remotes.ts), so the
        // runtime's snapshot plugin (manifest fetch, snapshot, preload of an expose's assets) and its
        // generate-preload-assets plugin leave the shell's main chunk. The manifest stays the registry's
        // entry: the page server reads it for the preload hints, the operators' console for the contract.
        experiments: { optimization: { target: 'web', disableSnapshot: true }, ...(kind === 'shell' ? {} : { externalRuntime: true }) },
        manifest: {
          additionalData: ({ stats, compilation }) => {
            stats.metaData.contractVersion = contractVersion();
            // Each page chunk group's JS files (the page chunk and the chunks split off it), so the page
            // server preloads a route's whole page, not only the file named like it (shell/server/remote-preloads.ts).
            if (kind !== 'shell') stats.metaData.pages = pageFiles(compilation);
            return stats;
          },
        },
        // Contract types live in shared-kit; remote type download is not offline-friendly.
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
      ...(kind === 'shell'
        ? [new HtmlWebpackPlugin({ template: path.join(appDir, 'src/index.html'), scriptLoading: 'defer' })]
        : []),
      ...(kind === 'shell' ? [new FirstViewCssPlugin()] : []),
      new OneShareTablePlugin(),
      ...(isProd ? precompressed() : []),
      ...(isProd && opts.budget ? [new BudgetPlugin({ name, budget: opts.budget })] : []),
    ],
    optimization: {
      // process.env.NODE_ENV as React's packages read it (webpack sets it from the mode otherwise).
      nodeEnv: productionReact ? 'production' : 'development',
      minimize: isProd,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      ...(kind === 'shell' ? { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK } } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Issue 16: the framework every first view runs (React, the router, i18next and their bindings, nanostores),
 * provided by the shell to every remote, in one file instead of nine: brotli compresses one 300 KB file
 * better than nine pieces of it (home's first view 159.2 -> 155.4 KB as transferred, 8 requests fewer),
 * and it changes only when one of these packages is upgraded, so it stays cached across releases of the
 * shell. Shared modules may share a chunk: each one's factory in the share scope loads it once.
 * Only these packages: a library a page loads later (DOMPurify, the editors) stays in its own chunk.
 */
const FRAMEWORK_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|nanostores|@nanostores[\\/](react|query)|nanoevents)[\\/]/,
  name: 'framework',
  chunks: 'all',
  enforce: true,
};

/** webpack's own sharing runtime module (webpack/lib/sharing/ShareRuntimeModule), of the webpack the factory builds with. */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

/**
 * Issue 16: the share table once. webpack adds its own sharing runtime module wherever the share scope
 * map is needed (`__webpack_require__.S`; RuntimePlugin), and the enhanced plugin adds its own, which runs
 * after it and replaces its `__webpack_require__.I` with the federation runtime's: every remote entry and the
 * shell's runtime carried webpack's registration table of every shared module as dead code beside the
 * federation's (`initOptions.shared`), ~0.7 KB brotli per entry. webpack's module is left empty here.
 */
class OneShareTablePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneShareTablePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('OneShareTablePlugin', (module) => {
        if (module.constructor === WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

/**
 * Issue 15: the stylesheets the shell's first render needs (its `bootstrap` chunk group), written to
 * `first-view-css.json`, so a server-rendered page links them in its head and paints styled before any
 * script runs (the browser's CSS loader then finds them there and does not load them twice).
 */
class FirstViewCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstViewCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstViewCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        const addGroup = (group) => {
          for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
        };
        for (const name of ['main', 'bootstrap']) addGroup(compilation.namedChunkGroups.get(name));
        // shared-kit's own stylesheet (cards, prices, favourites) comes with the chunks the shell provides
        // it from (loaded-first: the shell's copy is the one every first view uses), not with bootstrap.
        for (const module of compilation.modules) {
          if (!module.identifier().startsWith('provide module (default) @teachmarket/shared-kit@')) continue;
          for (const block of module.blocks) addGroup(compilation.chunkGraph.getBlockChunkGroup(block));
        }
        compilation.emitAsset('first-view-css.json', new webpack.sources.RawSource(JSON.stringify([...files])));
      });
    });
  }
}

/**
 * Issue 16: every text file of a production build also as .br (brotli, best quality: it is done once,
 * at build time) and .gz beside it; the static origins (scripts/serve.mjs, sirv) send the one the
 * browser accepts with Content-Encoding and Vary. Files under 1 KB or that hardly shrink stay as they are.
 */
function precompressed() {
  const test = /\.(js|css|json|html|svg)$/; // not .map: only developer tools fetch source maps
  return [
    new CompressionPlugin({ test, filename: '[path][base].br', algorithm: 'brotliCompress', threshold: 1024, minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } } }),
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
  ];
}
