import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { useState } from 'react';
import { lazyPanel } from './lazy-panel';

function Panel({ name }: { name: string }) {
  return <p>Panel of {name}</p>;
}

// Issue 16: a panel's chunk loads when it is opened; one that cannot be loaded says so and offers a retry.
describe('lazyPanel', () => {
  it('shows the loading state, then the panel; an opened panel keeps its state on re-render', async () => {
    let resolve: (component: typeof Panel) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Panel>((done) => { resolve = done; }));
    const Lazy = lazyPanel(load);
    function Host() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>again {count}</button>
          <Lazy name="Rita" />
        </>
      );
    }
    renderWithShell(<Host />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    resolve(Panel);
    expect(await screen.findByText('Panel of Rita')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'again 0' }));
    expect(screen.getByText('Panel of Rita')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails shows an alert with a retry, which loads it again', async () => {
    const load = jest.fn<Promise<typeof Panel>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce(Panel);
    const Lazy = lazyPanel(load);
    renderWithShell(<Lazy name="Sam" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.queryByText('Panel of Sam')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Panel of Sam')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after preload() the panel renders at once (no loading state), so a form can take the focus from its button', async () => {
    const load = jest.fn(() => Promise.resolve(Panel));
    const Lazy = lazyPanel(load);
    await Lazy.preload();
    renderWithShell(<Lazy name="Ada" />);
    expect(screen.getByText('Panel of Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the focus was lost with a vanished button, the retry takes it', async () => {
    const Lazy = lazyPanel<{ name: string }>(() => Promise.reject(new Error('Loading chunk 12 failed.')));
    renderWithShell(<Lazy name="Bo" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});
