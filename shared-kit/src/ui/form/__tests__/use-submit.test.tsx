import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $announcement } from '../../../stores/announce';
import { FormStatus } from '../FormStatus';
import { useSubmit } from '../use-submit';

/** A form whose save the test resolves or rejects by hand, to see each state. */
function Probe({ save, claims = false }: { save: () => Promise<string>; claims?: boolean }) {
  const { status, run, button } = useSubmit();
  return (
    <form onSubmit={(e) => { e.preventDefault(); void run(save, () => claims); }}>
      <FormStatus status={status} done="Saved" failed="Could not save" />
      <button type="submit" {...button}>Save</button>
    </form>
  );
}

function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('useSubmit + FormStatus', () => {
  it('marks the button busy while sending, keeps its focus, sends once, then shows and announces the success', async () => {
    const d = deferred();
    const save = jest.fn(() => d.promise);
    render(<Probe save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Issue 20: focus stays on the button (a disabled one would drop it to the body); a second press does nothing.
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    d.resolve('ok');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect($announcement.get().message).toBe('Saved');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
  });

  it('shows the form error when the save fails', async () => {
    render(<Probe save={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    // Issue 20: an error shown as an alert is read once: not announced through the status region as well.
    expect($announcement.get().message).not.toContain('Could not save');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });

  it('stays quiet when the caller claims the error (shown under a field)', async () => {
    $announcement.set({ message: '', seq: 0 });
    const d = deferred();
    render(<Probe save={() => d.promise} claims />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    d.reject(new Error('field'));
    await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' })); // enabled again: back to idle
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect($announcement.get().message).toBe('');
  });
});
