import { render, screen } from '@testing-library/react';
import { lazyDialog } from '../ui/lazy-dialog';

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
});
