import { cleanup, render, screen } from '@testing-library/react';
import { $session } from '../stores/session';
import { useQuery } from '../ui/use-query';
import { dropPageAnswers, seedPageAnswers } from './page-answers';
import { invalidateQueries } from './query';

function Title({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
  const result = useQuery(['material', id], () => load(id));
  if (result.status === 'loading') return <p>loading</p>;
  if (result.status === 'error') return <p>error</p>;
  return <p>title {result.data}</p>;
}

describe("issue 15: the server's answers in the browser", () => {
  const session = $session.get();
  afterEach(() => {
    cleanup();
    dropPageAnswers();
    $session.set(session);
  });

  it('a signed-in visitor sees the server answer at once and then their own', async () => {
    seedPageAnswers({ 'material/4': 'anonymous' });
    $session.set({ ...session, userId: 12 });
    const load = jest.fn(async () => 'bought by you');
    render(<Title id={4} load={load} />);
    expect(screen.getByText('title anonymous')).toBeInTheDocument();
    expect(await screen.findByText('title bought by you')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after the first navigation the server answers are gone: the next page reads its own', async () => {
    seedPageAnswers({ 'material/5': 'old' });
    dropPageAnswers();
    const load = jest.fn(async () => 'fresh');
    render(<Title id={5} load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('title fresh')).toBeInTheDocument();
  });

  it('a store mounted again while the page is shown (a slow hydration) still gets the server answer, not the API', async () => {
    seedPageAnswers({ 'material/6': 'served' });
    const load = jest.fn(async () => 'from the API');
    const first = render(<Title id={6} load={load} />);
    expect(await screen.findByText('title served')).toBeInTheDocument();
    first.unmount();
    // The store's idle delay passes (nanostores unmounts it after a second) before it is read again.
    await new Promise((done) => setTimeout(done, 1100));
    render(<Title id={6} load={load} />);
    expect(await screen.findByText('title served')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("a write's invalidation makes the next read go to the API", async () => {
    seedPageAnswers({ 'material/7': 'served' });
    const load = jest.fn(async () => 'after the write');
    render(<Title id={7} load={load} />);
    expect(await screen.findByText('title served')).toBeInTheDocument();
    invalidateQueries('material');
    expect(await screen.findByText('title after the write')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
