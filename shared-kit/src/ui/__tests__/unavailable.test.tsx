import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { unavailableWhile } from '../unavailable';

/** A form whose submit button is unavailable while `busy`; a plain button beside it counts presses. */
function Probe({ onSubmit, onPress }: { onSubmit: () => void; onPress: () => void }) {
  const [busy, setBusy] = useState(true);
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <input aria-label="Name" />
      <button type="submit" {...unavailableWhile(busy)}>Send</button>
      <button type="button" {...unavailableWhile(busy, onPress)}>Press</button>
      <button type="button" onClick={() => setBusy(false)}>Ready</button>
    </form>
  );
}

describe('unavailableWhile (issue 20: unavailable controls keep focus)', () => {
  it('marks the control aria-disabled, not disabled; presses, clicks and Enter in a field do nothing; it keeps focus', async () => {
    const onSubmit = jest.fn();
    const onPress = jest.fn();
    render(<Probe onSubmit={onSubmit} onPress={onPress} />);
    const send = screen.getByRole('button', { name: 'Send' });
    const press = screen.getByRole('button', { name: 'Press' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).not.toBeDisabled();

    send.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    await userEvent.click(press);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();
    press.focus();
    await userEvent.keyboard(' ');
    expect(press).toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect(send).not.toHaveAttribute('aria-disabled');
    await userEvent.click(press);
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
