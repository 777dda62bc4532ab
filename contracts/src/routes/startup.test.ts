import { rewriteUtmQuery, rootDecision, stripClearAuth } from './startup';

describe('rewriteUtmQuery (spec §2)', () => {
  it('turns the stray "?" after query= into "&"', () => {
    expect(rewriteUtmQuery('?query=?utm_source=news&utm_medium=mail')).toBe('?query=&utm_source=news&utm_medium=mail');
    expect(rewriteUtmQuery('a=1&query=?utm_source=x')).toBe('a=1&query=&utm_source=x');
  });

  it('returns null when there is nothing to do', () => {
    expect(rewriteUtmQuery('')).toBeNull();
    expect(rewriteUtmQuery('?query=mathe&utm_source=x')).toBeNull();
    expect(rewriteUtmQuery('?searchquery=?utm_source=x')).toBeNull();
  });
});

describe('stripClearAuth (spec §4)', () => {
  it('removes clear_auth and keeps everything else as it was', () => {
    expect(stripClearAuth('/de/hilfe?clear_auth=1&q=a%20b+c#top')).toEqual({ url: '/de/hilfe?q=a%20b+c#top', hadClearAuth: true });
    expect(stripClearAuth('https://x.example/de?a=1&clear_auth&b=2')).toEqual({ url: 'https://x.example/de?a=1&b=2', hadClearAuth: true });
    expect(stripClearAuth('/de?clear_auth=true')).toEqual({ url: '/de', hadClearAuth: true });
    expect(stripClearAuth(new URL('https://x.example/de?clear%5Fauth=1#h'))).toEqual({ url: 'https://x.example/de#h', hadClearAuth: true });
  });

  it('leaves a URL without clear_auth untouched', () => {
    expect(stripClearAuth('/de/hilfe?not_clear_auth=1#clear_auth')).toEqual({
      url: '/de/hilfe?not_clear_auth=1#clear_auth',
      hadClearAuth: false,
    });
    expect(stripClearAuth('/de')).toEqual({ url: '/de', hadClearAuth: false });
  });
});

describe('rootDecision (spec §2)', () => {
  it('redirects to a stored target first', () => {
    expect(rootDecision({ storedRedirect: '/de/warenkorb', isFirstVisit: true })).toBe('redirect');
  });

  it('shows the landing view to first-time visitors, else the main view', () => {
    expect(rootDecision({ storedRedirect: null, isFirstVisit: true })).toBe('landing');
    expect(rootDecision({ storedRedirect: '', isFirstVisit: false })).toBe('main');
  });

  it('ignores a stored target off this site', () => {
    for (const storedRedirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(rootDecision({ storedRedirect, isFirstVisit: false })).toBe('main');
    }
  });
});
