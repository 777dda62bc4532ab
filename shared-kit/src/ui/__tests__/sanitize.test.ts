import * as browser from '../sanitize';
import * as server from '../sanitize.server';

// Issue 15: the server render and the browser must keep and drop the same things.
const samples = [
  '<p>Brüche <strong>üben</strong> &amp; <em>verstehen</em></p><ul><li>eins</li><li>zwei</li></ul>',
  '<p onclick="alert(1)">click</p><script>alert(2)</script><img src=x onerror="alert(3)">',
  '<a href="javascript:alert(4)">link</a><style>p{}</style><iframe src="https://evil.example"></iframe>',
  '<h2>Teil 1</h2><blockquote>Zitat</blockquote><br>',
];

describe('sanitised HTML on the server (sanitize-html) and in the browser (DOMPurify)', () => {
  it.each(samples)('keeps the same text and tags: %s', (html) => {
    const text = (s: string) => {
      const div = document.createElement('div');
      div.innerHTML = s;
      return { text: div.textContent, tags: [...div.querySelectorAll('*')].map((e) => e.tagName) };
    };
    expect(text(server.sanitizeDescription(html))).toEqual(text(browser.sanitizeDescription(html)));
    expect(text(server.sanitizePostBody(html))).toEqual(text(browser.sanitizePostBody(html)));
  });

  it('lets no script, handler or link through', () => {
    const out = server.sanitizePostBody(samples.slice(1, 3).join(''));
    expect(out).not.toMatch(/script|onerror|onclick|javascript|href|iframe|style|alert\(2\)/);
    expect(out).toContain('click');
  });
});
