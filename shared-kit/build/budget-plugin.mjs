// Issue 16: every app declares a size budget in its webpack.config.mjs (`budget` of createAppConfig);
// a production build that breaks it fails, naming the app and the figure, and every build prints
// its figures (gzip, level 9, as the .gz files the static origins send).
//
// What is measured, from the federation manifest the build wrote:
// - remote: `remoteEntry.js` (entryKb) and the largest page (pageKb): the JavaScript of one `page-*`
//   chunk group, i.e. the page's own chunk with the chunks split off it. Shared modules and their
//   fallbacks load through their own groups (and from the shell in practice), so they do not count;
// - shell: the JavaScript a first view runs before any remote (initialKb): `main`, the `bootstrap` chunk
//   group it imports at once (the app and every chunk split off it, e.g. the vendor chunk of shared-kit's
//   dependencies) and the shared modules the shell provides.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * shared-kit's narrow entry points for pages outside the first views (`@teachmarket/shared-kit/page-api`,
 * `/page-ui`, `/folders`, `/school-wishlist`): the shell provides them when its own lazy pages import them, but no first view loads them,
 * so they do not count in the shell's first-view figure (issue 16).
 */
const OUTSIDE_FIRST_VIEW = /^@teachmarket\/shared-kit\/(page-|folders$|school-wishlist$)/;

const kb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/** The JS files of each `page-*` chunk group of a compilation: { 'page-home': ['page-home.1a2b.js', '75.3c4d.js'] }. */
export function pageFiles(compilation) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('page-')) continue;
    pages[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))];
  }
  return pages;
}

/**
 * The JS files of the `bootstrap` chunk group (the shell's app, imported by `main` at once) and of the
 * chunk groups the shell provides its shared modules from. The latter include the chunks split off a
 * shared module (e.g. the vendor chunk of shared-kit's router and query library), which the federation
 * manifest does not list with the module: the figure missed that chunk (10 KB br) until 2026-11-26.
 */
export function bootstrapFiles(compilation) {
  const groups = [compilation.namedChunkGroups.get('bootstrap')];
  for (const module of compilation.modules) {
    if (!module.identifier().startsWith('provide module (')) continue;
    if (OUTSIDE_FIRST_VIEW.test(module.identifier().replace(/^provide module \([^)]*\) /, ''))) continue;
    for (const block of module.blocks) groups.push(compilation.chunkGraph.getBlockChunkGroup(block));
  }
  const files = groups.filter(Boolean).flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))));
  return [...new Set(files)];
}

export function measureBuild(dir, pages = {}, bootstrap = []) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = new Set(manifest.shared.filter((s) => !OUTSIDE_FIRST_VIEW.test(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const entryFile = path.join(dir, 'remoteEntry.js');
  const main = fs.readdirSync(dir).filter((f) => /^main(\.[0-9a-f]+)?\.js$/.test(f));
  const pageSizes = Object.entries(pages).map(([name, files]) => ({ name, kb: files.reduce((sum, f) => sum + kb(path.join(dir, f)), 0) }));
  const largest = pageSizes.sort((a, b) => b.kb - a.kb)[0];
  return {
    entryKb: fs.existsSync(entryFile) ? kb(entryFile) : 0,
    pageKb: largest?.kb ?? 0,
    largestPage: largest?.name,
    initialKb: [...new Set([...main, ...bootstrap, ...shared])].reduce((sum, f) => sum + kb(path.join(dir, f)), 0),
  };
}

const LABELS = { entryKb: 'remote entry', pageKb: 'largest page', initialKb: 'first-view JS' };

export class BudgetPlugin {
  /** @param {{ name: string, budget: Partial<Record<'entryKb'|'pageKb'|'initialKb', number>> }} opts */
  constructor(opts) {
    this.opts = opts;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BudgetPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const pages = pageFiles(compilation);
      const figures = measureBuild(compiler.outputPath, pages, bootstrapFiles(compilation));
      if (this.opts.budget.pageKb && Object.keys(pages).length === 0) {
        compilation.errors.push(new compiler.webpack.WebpackError(`size budget: ${this.opts.name} has a page budget but no page-* chunk to measure`));
      }
      const parts = [];
      for (const [key, limit] of Object.entries(this.opts.budget)) {
        const value = figures[key];
        const label = key === 'pageKb' && figures.largestPage ? `${LABELS[key]} (${figures.largestPage})` : LABELS[key];
        parts.push(`${label} ${value.toFixed(1)} KB (budget ${limit} KB)`);
        if (value > limit) {
          compilation.errors.push(new compiler.webpack.WebpackError(
            `size budget: ${this.opts.name} ${label} is ${value.toFixed(1)} KB gzip, over its budget of ${limit} KB (webpack.config.mjs budget.${key})`,
          ));
        }
      }
      console.log(`budget ${this.opts.name}: ${parts.join(', ')}`);
    });
  }
}
