import { json, setupApi } from './helpers';

const api = setupApi();

const inject = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => api.app.inject({ method, url, payload });
async function linkToken(email: string, partition: string, authorId?: number): Promise<string> {
  const res = await inject('POST', '/dev/mail-link-tokens', { email, partition, ...(authorId ? { author_id: authorId } : {}) });
  expect(res.statusCode).toBe(200);
  return json(res).token as string;
}
const userId = async (email: string) => (await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? 0;

describe('unsubscribe by link (spec §7 v1/subscriptions/{partition}/{token})', () => {
  it('shows what the link does without using it, then opts out once', async () => {
    const token = await linkToken('buyer@teachmarket.test', 'mailing');
    const peek = await inject('GET', `/v1/subscriptions/mailing/${token}`);
    expect(peek.statusCode).toBe(200);
    expect(json(peek)).toEqual({ partition: 'mailing', author_name: null });
    const done = await inject('POST', `/v1/subscriptions/mailing/${token}`);
    expect(done.statusCode).toBe(200);
    const optOuts = await api.db.query('SELECT partition FROM mail_opt_outs WHERE user_id = $1', [await userId('buyer@teachmarket.test')]);
    expect(optOuts).toEqual([{ partition: 'mailing' }]);
    const again = await inject('POST', `/v1/subscriptions/mailing/${token}`);
    expect(again.statusCode).toBe(410);
    expect(json(again).error.code).toBe('token_used');
    expect(json(await inject('GET', `/v1/subscriptions/mailing/${token}`)).error.code).toBe('token_used');
  });

  it('unfollows the author named by the link', async () => {
    const buyer = await userId('buyer@teachmarket.test');
    const seller = await userId('seller@teachmarket.test');
    await api.db.query('INSERT INTO follows (follower_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [buyer, seller]);
    const token = await linkToken('buyer@teachmarket.test', 'author', seller);
    expect(json(await inject('GET', `/v1/subscriptions/author/${token}`))).toEqual({ partition: 'author', author_name: 'Sam Seller' });
    expect((await inject('POST', `/v1/subscriptions/author/${token}`)).statusCode).toBe(200);
    expect(await api.db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND author_id = $2', [buyer, seller])).toHaveLength(0);
  });

  it('answers unknown, other-partition and expired tokens with their own code', async () => {
    expect(json(await inject('POST', `/v1/subscriptions/notifications/${'x'.repeat(40)}`)).error.code).toBe('token_invalid');
    const token = await linkToken('buyer@teachmarket.test', 'notifications');
    expect(json(await inject('POST', `/v1/subscriptions/mailing/${token}`)).error.code).toBe('token_invalid');
    await api.db.query("UPDATE mail_link_tokens SET expires_at = now() - interval '1 second'");
    const res = await inject('POST', `/v1/subscriptions/notifications/${token}`);
    expect(res.statusCode).toBe(410);
    expect(json(res).error.code).toBe('token_expired');
  });

  it('rejects an unknown partition and an author link without author', async () => {
    expect((await inject('POST', `/v1/subscriptions/everything/${'x'.repeat(40)}`)).statusCode).toBe(400);
    expect((await inject('POST', '/dev/mail-link-tokens', { email: 'buyer@teachmarket.test', partition: 'author' })).statusCode).toBe(400);
  });
});
