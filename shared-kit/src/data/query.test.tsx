import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { $session } from '../stores/session';
import { $world } from '../stores/world';
import { useQuery } from '../ui/use-query';
import { invalidateQueries } from './query';

function Title({ id, load, freshFor }: { id: number; load: (id: number) => Promise<string>; freshFor?: number }) {
  const result = useQuery(['material', id], () => load(id), { freshFor });
  if (result.status === 'loading') return <p>loading</p>;
  if (result.status === 'error') return <button onClick={result.retry}>retry {result.error.code}</button>;
  return <p>title {result.data}</p>;
}

describe('the data layer (useQuery on @nanostores/query)', () => {
  const session = $session.get();
  afterEach(() => {
    cleanup();
    $session.set(session);
    $world.set('de');
  });

  it('sends one request for two readers of the same key and shows both', async () => {
    const load = jest.fn(async (id: number) => `m${id}`);
    render(<><Title id={1} load={load} /><Title id={1} load={load} /></>);
    expect(await screen.findAllByText('title m1')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a public read (freshFor) shows at once when the page comes back, without asking again', async () => {
    const load = jest.fn(async (id: number) => `m${id}`);
    const first = render(<Title id={2} load={load} freshFor={60_000} />);
    await screen.findByText('title m2');
    first.unmount();
    render(<Title id={2} load={load} freshFor={60_000} />);
    expect(screen.getByText('title m2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('any other read asks again on the next mount, so a form never starts from an old answer', async () => {
    let title = 'first';
    const load = jest.fn(async () => title);
    const first = render(<Title id={6} load={load} />);
    await screen.findByText('title first');
    first.unmount();
    title = 'second';
    render(<Title id={6} load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('title second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a reader whose effects wait for a suspended sibling reads once (its render asked, its commit takes that answer)', async () => {
    const load = jest.fn(async (id: number) => `m${id}`);
    let release!: () => void;
    const translations = new Promise<void>((resolve) => (release = resolve));
    const Sibling = lazy(async () => {
      await translations;
      return { default: () => <p>sibling</p> };
    });
    render(<Suspense fallback={<p>wait</p>}><Title id={8} load={load} /><Sibling /></Suspense>);
    expect(screen.getByText('wait')).toBeInTheDocument();
    // The read that the reader's render started answers while its sibling still waits.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await act(async () => release());
    expect(await screen.findByText('title m8')).toBeInTheDocument();
    expect(screen.getByText('sibling')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer kept for a reader not yet shown is dropped by a write: the reader asks again', async () => {
    let title = 'before';
    const load = jest.fn(async () => title);
    let release!: () => void;
    const code = new Promise<void>((resolve) => (release = resolve));
    const Sibling = lazy(async () => {
      await code;
      return { default: () => <p>sibling</p> };
    });
    render(<Suspense fallback={<p>wait</p>}><Title id={9} load={load} /><Sibling /></Suspense>);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    title = 'after';
    act(() => invalidateQueries('material'));
    await act(async () => release());
    expect(await screen.findByText('title after')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a call that answers nothing (it fills a store itself) still ends loading', async () => {
    function Filler() {
      const result = useQuery(['filler'], async () => undefined);
      return <p>{result.status}</p>;
    }
    render(<Filler />);
    expect(await screen.findByText('success')).toBeInTheDocument();
  });

  it('loads again after a write invalidates the key, and shows the new value', async () => {
    let title = 'old';
    const load = jest.fn(async () => title);
    render(<Title id={3} load={load} />);
    await screen.findByText('title old');
    title = 'new';
    act(() => invalidateQueries('material'));
    expect(await screen.findByText('title new')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never shows one user's data to the next: the user and the world are part of every key", async () => {
    const load = jest.fn(async () => `for ${$session.get().userId ?? 'anon'} in ${$world.get()}`);
    render(<Title id={4} load={load} />);
    await screen.findByText('title for anon in de');
    act(() => $session.set({ ...session, status: 'loggedIn', userId: 7 }));
    expect(await screen.findByText('title for 7 in de')).toBeInTheDocument();
    act(() => $world.set('fr'));
    expect(await screen.findByText('title for 7 in fr')).toBeInTheDocument();
    expect(screen.queryByText('title for anon in de')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw Object.assign(new Error('down'), { name: 'HTTPError', response: { status: 503 } });
      return 'back';
    });
    render(<Title id={5} load={load} />);
    const retry = await screen.findByRole('button', { name: /retry/ });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('title back')).toBeInTheDocument();
  });
});
