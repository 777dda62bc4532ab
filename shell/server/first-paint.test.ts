import { scriptsAfterFirstPaint } from './first-paint';

const remoteTags =
  '<link rel="preload" as="script" href="http://r.test/remoteEntry.js" crossorigin />' +
  '<link rel="preload" as="script" href="http://r.test/page-search-results.1234abcd.js" />';
const page = (body: string) =>
  `<!doctype html><html lang="de"><head><title>T</title>${remoteTags}<script defer="defer" src="/main.abc.js"></script><style>a{}</style></head><body><div id="root">${body}</div></body></html>`;
const later = (html: string) => JSON.parse(/<script type="application\/json" id="tm-later">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
  links: Record<string, string>[];
  scripts: string[];
} | null;

const startup = ['bootstrap.1111aaaa.js', '262.2222bbbb.js'];

describe('scriptsAfterFirstPaint', () => {
  const image = '<link rel="preload" as="image" href="http://api.test/images/resize?src=a&amp;w=400" fetchPriority="high"/><img src="x" fetchPriority="high"/>';

  it('hands the shell script and the remote preloads of a page with a first image to the loader', () => {
    const html = scriptsAfterFirstPaint(page(image), { remoteTags, loaderSrc: '/after-first-paint.1a2b3c4d.js', startup });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/main.abc.js"></script>');
    expect(head).not.toContain('<link rel="preload" as="script"');
    expect(head).toContain('<script defer="defer" src="/after-first-paint.1a2b3c4d.js"></script>');
    expect(later(html)).toEqual({
      scripts: ['/main.abc.js'],
      links: [
        { rel: 'preload', as: 'script', href: 'http://r.test/remoteEntry.js', crossorigin: '' },
        { rel: 'preload', as: 'script', href: 'http://r.test/page-search-results.1234abcd.js' },
        { rel: 'preload', as: 'script', href: '/bootstrap.1111aaaa.js' },
        { rel: 'preload', as: 'script', href: '/262.2222bbbb.js' },
      ],
    });
    // The image's preload (React writes it before the page) and the body stay where they were.
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toContain('<div id="root">');
  });

  it('does the same on a page whose largest paint is text (the loader waits for the first frame)', () => {
    const html = scriptsAfterFirstPaint(page('<p>Finde Arbeitsblätter</p>'), { remoteTags, loaderSrc: '/l.js', startup });
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('/main.abc.js"></script>');
    expect(later(html)?.scripts).toEqual(['/main.abc.js']);
  });

  it('leaves a page without deferred scripts as it is', () => {
    const html = '<html><head><title>T</title></head><body></body></html>';
    expect(scriptsAfterFirstPaint(html, { remoteTags, loaderSrc: '/l.js', startup })).toBe(html);
  });

  it('keeps a preload that is not in the head (a stylesheet already inlined) out of the list', () => {
    const tags = `${remoteTags}<link rel="preload" as="style" href="http://r.test/page.css" />`;
    const html = scriptsAfterFirstPaint(page(image), { remoteTags: tags, loaderSrc: '/l.js', startup });
    expect(later(html)?.links.map((l) => l.href)).not.toContain('http://r.test/page.css');
  });

  it('writes the list so that no value can close the data block', () => {
    // remote-preloads.ts escapes the href; the list holds it unescaped, and JSON escaping keeps it inert.
    const hostile = '<link rel="preload" as="script" href="http://r.test/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />';
    const html = scriptsAfterFirstPaint(
      `<html><head>${hostile}<script defer="defer" src="/main.js"></script></head><body>${image}</body></html>`,
      { remoteTags: hostile, loaderSrc: '/l.js', startup: [] },
    );
    expect(html.match(/<\/script>/g)?.length).toBe(2); // the data block's and the loader's, nothing else
    expect(later(html)?.links[0]?.href).toBe('http://r.test/</script><script>alert(1)</script>');
  });
});
