import { setMeta } from '../head-meta';

describe('setMeta', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((el) => el.remove()));

  it('creates the tag once and then changes its content', () => {
    setMeta('robots', 'index,follow');
    setMeta('robots', 'noindex,nofollow');
    const tags = document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.content).toBe('noindex,nofollow');
  });
});
