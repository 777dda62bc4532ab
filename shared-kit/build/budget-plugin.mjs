// Issue 16: every app declares a size budget in its webpack.config.mjs (`budget` of createAppConfig);
// a production build that breaks it fails, naming the app and the figure, and every build prints
// its figures (gzip, level 9, as the .gz files the static origins send).
//
// What is measured, from the federation manifest the build wrote:
// - remote: `remoteEntry.js` (entryKb) and the largest chunk the remote's routes load that is not a
//   shared-module fallback (pageKb: a page with its own code);
// - shell: the JavaScript a first view runs before any remote: `main` and the shared modules the
//   shell provides (initialKb).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const kb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export function measureBuild(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const entryFile = path.join(dir, 'remoteEntry.js');
  const pages = [...new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]))].filter((f) => !shared.has(f));
  const main = fs.readdirSync(dir).filter((f) => /^main(\.[0-9a-f]+)?\.js$/.test(f));
  return {
    entryKb: fs.existsSync(entryFile) ? kb(entryFile) : 0,
    pageKb: Math.max(0, ...pages.map((f) => kb(path.join(dir, f)))),
    initialKb: [...main, ...shared].reduce((sum, f) => sum + kb(path.join(dir, f)), 0),
  };
}

const LABELS = { entryKb: 'remote entry', pageKb: 'largest page chunk', initialKb: 'first-view JS' };

export class BudgetPlugin {
  /** @param {{ name: string, budget: Partial<Record<'entryKb'|'pageKb'|'initialKb', number>> }} opts */
  constructor(opts) {
    this.opts = opts;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BudgetPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const figures = measureBuild(compiler.outputPath);
      const parts = [];
      for (const [key, limit] of Object.entries(this.opts.budget)) {
        const value = figures[key];
        parts.push(`${LABELS[key]} ${value.toFixed(1)} KB (budget ${limit} KB)`);
        if (value > limit) {
          compilation.errors.push(new compiler.webpack.WebpackError(
            `size budget: ${this.opts.name} ${LABELS[key]} is ${value.toFixed(1)} KB gzip, over its budget of ${limit} KB (webpack.config.mjs budget.${key})`,
          ));
        }
      }
      console.log(`budget ${this.opts.name}: ${parts.join(', ')}`);
    });
  }
}
