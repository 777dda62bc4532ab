/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemotePreloads } from './remote-preloads';

// A remote's origin serving one manifest, as the page server reads it over HTTP.
async function serveManifest(manifest: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/mfe_material/1.0.0/mf-manifest.json`, close: () => new Promise((r) => server.close(() => r())) };
}

const routes = {
  name: 'routes',
  assets: {
    js: { sync: ['__federation_expose_routes.39c9a515.js'], async: ['289.e8b5ead5.js', 'page-material.9d260d96.js', 'page-material-feedback.3c3d5aff.js'] },
    css: { sync: [], async: ['page-material.db7adea3.css'] },
  },
};
const registry = (url: string) => JSON.stringify({ remotes: { mfe_material: { entry: url } } });
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''));

describe('remote preloads', () => {
  it('name the page chunk group the manifest lists, with the chunks split off the page', async () => {
    const remote = await serveManifest({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: { 'page-material': ['page-material.9d260d96.js', '289.e8b5ead5.js', 'page-material.db7adea3.css'] } },
      exposes: [routes],
    });
    try {
      const tags = await createRemotePreloads({ budgetMs: 2000 }).tags(registry(remote.url), 'mfe_material', 'material', 'de');
      // Issue 16: no preload of the manifest, which the browser no longer reads (disableSnapshot).
      expect(hrefs(tags)).toEqual([
        '/mfe_material/1.0.0/remoteEntry.js',
        '/mfe_material/1.0.0/__federation_expose_routes.39c9a515.js',
        '/mfe_material/1.0.0/page-material.9d260d96.js',
        '/mfe_material/1.0.0/289.e8b5ead5.js',
        '/mfe_material/1.0.0/page-material.db7adea3.css',
      ]);
      // Each in its request's CORS mode: the entry through the runtime's script loader (crossorigin), the
      // contract chunk through the remote's webpack chunk loader (none), else the browser loads it twice.
      expect(tags).toMatch(/remoteEntry\.js" crossorigin \/>/);
      expect(tags).toMatch(/__federation_expose_routes\.39c9a515\.js" \/>/);
    } finally {
      await remote.close();
    }
  });

  it('name the entry beside the manifest when the manifest does not answer', async () => {
    const tags = await createRemotePreloads({ budgetMs: 2000 }).tags(registry('http://127.0.0.1:9/mfe_material/1.0.0/mf-manifest.json'), 'mfe_material', 'material', 'de');
    expect(tags).toBe('<link rel="preload" as="script" href="http://127.0.0.1:9/mfe_material/1.0.0/remoteEntry.js" crossorigin />');
  });

  it('fall back to the files named like the page chunk for a manifest without page groups', async () => {
    const remote = await serveManifest({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [routes] });
    try {
      const tags = await createRemotePreloads({ budgetMs: 2000 }).tags(registry(remote.url), 'mfe_material', 'material', 'de');
      expect(hrefs(tags)).toContain('/mfe_material/1.0.0/page-material.9d260d96.js');
      expect(hrefs(tags)).not.toContain('/mfe_material/1.0.0/289.e8b5ead5.js');
      expect(hrefs(tags)).not.toContain('/mfe_material/1.0.0/page-material-feedback.3c3d5aff.js');
    } finally {
      await remote.close();
    }
  });
});
