import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { useDialogFocus } from '../use-dialog-focus';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  // As the shell's dialogs do: focus moves in after the hook noted where it was.
  useEffect(() => ref.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={ref} role="dialog" aria-label="Tour">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** A page with its h1 in main; the dialog opens from a button or by itself (`openAtStart`). */
function Page({ openAtStart = false }: { openAtStart?: boolean }) {
  const [open, setOpen] = useState(openAtStart);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>Page heading</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      </main>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useDialogFocus: where focus goes when a dialog closes (issue 20)', () => {
  it('back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('to the page heading when it opened by itself (tour, terms update, personalisation), never the body', async () => {
    const user = userEvent.setup();
    render(<Page openAtStart />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Page heading' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
