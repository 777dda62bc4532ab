import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazyDialog, LoadFailedNotice } from '../ui/lazy-dialog';

// Issue 16: the shell's dialogs are chunks loaded when first shown.
function Hello({ name }: { name: string }) {
  return <p role="dialog">Hello {name}</p>;
}

describe('lazyDialog', () => {
  it('renders the dialog once its chunk is loaded, and at once after that', async () => {
    let loads = 0;
    const Dialog = lazyDialog(async () => {
      loads += 1;
      return Hello;
    });
    const first = render(<Dialog name="Ada" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Ada');
    first.unmount();
    render(<Dialog name="Grace" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hello Grace'); // no second wait
    expect(loads).toBe(1);
  });

  it('shows nothing when the chunk cannot be loaded, and tries again at the next showing', async () => {
    let fail = true;
    const Dialog = lazyDialog(async () => {
      if (fail) throw new Error('ChunkLoadError');
      return Hello;
    });
    const first = render(<Dialog name="Ada" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    fail = false;
    render(<Dialog name="Ada" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Ada');
  });

  it('shows the given stand-in when the chunk cannot be loaded', async () => {
    const Part = lazyDialog(
      async (): Promise<typeof Hello> => {
        throw new Error('ChunkLoadError');
      },
      ({ name }) => <p role="status">Without the chunk, {name}</p>,
    );
    render(<Part name="Ada" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Without the chunk, Ada');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to load a blocking dialog again when its chunk failed (LoadFailedNotice), and shows it once loaded', async () => {
    let fail = true;
    const Dialog = lazyDialog(async () => {
      if (fail) throw new Error('ChunkLoadError');
      return Hello;
    }, LoadFailedNotice);
    renderWithShell(<Dialog name="Ada" />, { bundle: 'en' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Ada');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
