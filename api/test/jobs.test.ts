import { defineJob, enqueue } from '../src/jobs';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
const ran: number[] = [];

beforeAll(async () => {
  api = await startApi();
  const ctx = { db: api.db, config: api.config };
  await defineJob<{ n: number }>(ctx, 'test.record', async ({ n }) => {
    ran.push(n);
    // A job may add jobs; drain() runs those too.
    if (n === 1) await enqueue(ctx, null, 'test.record', { n: 10 });
  });
});
afterAll(() => api.close());

const jobsIn = async (n: number) =>
  (await api.db.query<{ c: number }>(`SELECT count(*)::int AS c FROM pgboss.job WHERE name = 'test.record' AND data->>'n' = $1`, [String(n)]))[0]!.c;

describe('job queue', () => {
  it('writes a job with its transaction: rolled back, there is no job; committed, it runs once', async () => {
    const ctx = { db: api.db, config: api.config };
    await expect(api.db.transaction(async (tx) => {
      await tx.query(`UPDATE materials SET title = 'Rolled back title' WHERE id = 1`);
      await enqueue(ctx, tx, 'test.record', { n: 2 });
      throw new Error('business rule failed');
    })).rejects.toThrow('business rule failed');
    expect(await jobsIn(2)).toBe(0);
    expect((await api.db.query<{ title: string }>('SELECT title FROM materials WHERE id = 1'))[0]!.title).not.toBe('Rolled back title');

    await api.db.transaction(async (tx) => {
      await tx.query(`UPDATE materials SET title = 'Committed title' WHERE id = 1`);
      await enqueue(ctx, tx, 'test.record', { n: 1 });
    });
    expect(await jobsIn(1)).toBe(1);
    await api.jobs.drain();
    expect(ran.filter((n) => n === 1)).toHaveLength(1);
    expect(ran).toContain(10);
    expect(ran).not.toContain(2);
    const states = await api.db.query<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'test.record'`);
    expect(states.map((s) => s.state).sort()).toEqual(['completed', 'completed']);
  });

  it('refuses a queue nobody defined (a typo would otherwise wait forever inside a PGlite transaction)', async () => {
    await expect(enqueue({ db: api.db, config: api.config }, null, 'test.unknown', {})).rejects.toThrow(/not defined/);
  });
});
