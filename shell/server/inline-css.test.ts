/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInlineCss } from './inline-css';

// Issue 15/16: a rendered page carries its first stylesheets inline, found by the CSS loaders through
// data-href; whatever cannot be had in time (or safely) stays a link.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-css-'));
fs.writeFileSync(path.join(dir, 'bootstrap.0123abcd.css'), '.tm-header{color:#111}');
fs.writeFileSync(path.join(os.tmpdir(), 'outside.css'), '.secret{}');

const css = (body: string, type = 'text/css; charset=utf-8', delayMs = 0) =>
  new Promise<Response>((done) => setTimeout(() => done(new Response(body, { headers: { 'content-type': type } })), delayMs));

test("the shell's file and the remote's page CSS go in as style blocks named by their href", async () => {
  const fetchImpl = jest.fn(() => css('.page{margin:0}'));
  const inline = createInlineCss({ shellDir: dir, fetchImpl: fetchImpl as unknown as typeof fetch });
  const remote = 'http://localhost:3001/mfe_catalog/1.0.0/page-home.89abcdef.css';
  const html = await inline.styles(['/bootstrap.0123abcd.css', remote]);
  expect(html).toBe(`<style data-href="/bootstrap.0123abcd.css">.tm-header{color:#111}</style><style data-href="${remote}">.page{margin:0}</style>`);
  // Content-hashed files are read once.
  await inline.styles([remote]);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
});

test('a slow, failed, non-CSS or unsafe answer, and a file outside the shell, stay links', async () => {
  const answers: Record<string, () => Promise<Response>> = {
    'http://r/slow.css': () => css('.slow{}', 'text/css', 500),
    'http://r/missing.css': () => Promise.resolve(new Response('no', { status: 404 })),
    'http://r/html.css': () => css('<p>hi</p>', 'text/html'),
    'http://r/closing.css': () => css('.a{content:"</style><script>x</script>"}'),
  };
  const inline = createInlineCss({ shellDir: dir, budgetMs: 50, fetchImpl: ((url: string) => answers[url]!()) as unknown as typeof fetch });
  const html = await inline.styles([...Object.keys(answers), '/../outside.css', '/missing.css']);
  expect(html).not.toContain('<style');
  for (const href of Object.keys(answers)) expect(html).toContain(`<link rel="stylesheet" href="${href}" crossorigin data-ssr-css />`);
  expect(html).toContain('<link rel="stylesheet" href="/../outside.css" data-ssr-css />');
  expect(html).toContain('<link rel="stylesheet" href="/missing.css" data-ssr-css />');
});
