import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { $session } from '../stores/session';
import { useQuery } from '../ui/use-query';
import { createServerReads, dropPageAnswers, seedPageAnswers, ServerReadsContext, type ServerReads } from './page-answers';

function Title({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
  const result = useQuery(['material', id], () => load(id));
  if (result.status === 'loading') return <p>loading</p>;
  if (result.status === 'error') return <p>error</p>;
  return <p>title {result.data}</p>;
}

// React's Node renderer schedules with setImmediate, which the jsdom environment does not have.
(globalThis as { setImmediate?: unknown }).setImmediate ??= (fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args);

/** What the server render does: React's streaming renderer, waiting for every read (onAllReady). */
async function serverRender(reads: ServerReads, children: React.ReactNode): Promise<string> {
  const { renderToPipeableStream } = await import('react-dom/server.node');
  const { Writable } = await import('node:stream');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(
      <ServerReadsContext.Provider value={reads}>
        <Suspense fallback={<p>skeleton</p>}>{children}</Suspense>
      </ServerReadsContext.Provider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

// Server render and hydration in one file of their own: React's server renderer leaves a context's
// current value set on the shared context object, which a later browser render in the same module
// registry would read (never the case in a real browser or server).
describe('issue 15: the page data read by the server and handed to the browser', () => {
  const session = $session.get();
  afterEach(() => {
    dropPageAnswers();
    $session.set(session);
  });

  it('the server render waits for the read and writes its answer into the HTML and the answers', async () => {
    const reads = createServerReads(Date.now() + 1000);
    const load = jest.fn(async (id: number) => `Bruchrechnen ${id}`);
    const html = await serverRender(reads, <Title id={7} load={load} />);
    expect(html).toContain('title <!-- -->Bruchrechnen 7');
    expect(html).not.toContain('skeleton');
    expect(reads.answers()).toEqual({ 'material/7': 'Bruchrechnen 7' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a read past the data budget or failing is rendered loading, left out of the answers and reported', async () => {
    const reads = createServerReads(Date.now() + 30);
    const slow = () => new Promise<string>((done) => setTimeout(() => done('too late'), 500));
    const broken = async () => {
      throw new Error('503 from the API');
    };
    const html = await serverRender(reads, <><Title id={1} load={slow} /><Title id={2} load={broken} /></>);
    expect(html.match(/loading/g)).toHaveLength(2);
    expect(reads.answers()).toEqual({});
    expect(reads.problems()).toEqual(expect.arrayContaining(['material/1: no answer within the data budget', 'material/2: 503 from the API']));
  });

  it('the browser hydrates the server HTML with the seeded answer: same text, no second request', async () => {
    const reads = createServerReads(Date.now() + 1000);
    const html = await serverRender(reads, <Title id={3} load={async () => 'Server'} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    seedPageAnswers(JSON.parse(JSON.stringify(reads.answers())) as Record<string, unknown>);
    $session.set({ ...session, userId: null });
    const load = jest.fn(async () => 'Browser');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={<p>skeleton</p>}>
          <Title id={3} load={load} />
        </Suspense>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('title Server');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });
});
