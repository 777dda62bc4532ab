#!/usr/bin/env node
// `tm-webpack build|dev [--version X] [--out DIR]`: builds the app in the current folder with
// its webpack.config.mjs. dev = development mode in watch, served by scripts/serve.mjs or dev.mjs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const [command = 'build', ...rest] = process.argv.slice(2);
const flags = {};
for (let i = 0; i < rest.length; i += 1) {
  const arg = rest[i];
  if (arg === '--') continue;
  if (!arg.startsWith('--')) throw new Error(`tm-webpack: unexpected argument "${arg}"`);
  flags[arg.slice(2)] = rest[i + 1];
  i += 1;
}
if (!['build', 'dev'].includes(command)) {
  console.error(`tm-webpack: unknown command "${command}" (use build or dev)`);
  process.exit(2);
}

const appDir = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
// A feature team's loop (README): one remote in watch mode on its dev port, loaded into the running
// production marketplace through a developer override. It builds into dev-dist/ (never the deployable
// dist/ that `npm start` serves) with React's production variants, so it runs inside the production
// shell. `pnpm dev` (every app in development, TM_NO_DEV_SERVER) keeps dist/ and React's dev build.
const standaloneRemote = command === 'dev' && pkg.name !== '@teachmarket/shell' && Boolean(pkg.config?.port) && !process.env.TM_NO_DEV_SERVER;
const { default: makeConfig } = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
const config = makeConfig({
  mode: command === 'dev' ? 'development' : 'production',
  version: flags.version,
  outDir: flags.out ?? (standaloneRemote ? 'dev-dist' : undefined),
  ...(standaloneRemote ? { productionReact: true } : {}),
});
const compiler = webpack(config);
const started = Date.now();

function report(err, stats) {
  if (err) {
    console.error(err);
    return false;
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const w of info.warnings ?? []) console.warn(w.message ?? w);
  if (stats.hasErrors()) {
    for (const e of info.errors ?? []) console.error(e.message ?? e);
    return false;
  }
  const outputs = (Array.isArray(config) ? config : [config]).map((c) => `${path.relative(appDir, c.output.path)}/`);
  console.log(`${path.basename(appDir)}: built into ${outputs.join(' and ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (command === 'build') {
  compiler.run((err, stats) => {
    const ok = report(err, stats);
    compiler.close(() => process.exit(ok ? 0 : 1));
  });
} else {
  // dev: rebuild on every change; a remote is also served on its dev port (package.json
  // config.port + 2000, i.e. 5001-5008) so the shell can load it through a developer override.
  compiler.watch({ aggregateTimeout: 200 }, (err, stats) => report(err, stats));
  if (standaloneRemote) {
    const { default: sirv } = await import('sirv');
    const port = Number(process.env.TM_DEV_PORT) || pkg.config.port + 2000;
    const serve = sirv((Array.isArray(config) ? config[0] : config).output.path, { dev: true });
    http
      .createServer((req, res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        serve(req, res, () => {
          res.statusCode = 404;
          res.end('Not found');
        });
      })
      .listen(port, '127.0.0.1', () => {
        console.log(`${path.basename(appDir)}: dev server http://localhost:${port}/mf-manifest.json`);
        console.log(`  use it: http://localhost:3000/de?remote-override=${pkg.name.split('/')[1].replace(/-/g, '_')}=http://localhost:${port}/mf-manifest.json`);
      });
  }
}
