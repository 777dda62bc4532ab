import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useEscapeClose } from '../use-escape-close';

/** A disclosure whose toggle and panel do not share a parent, with a nested disclosure and a combobox inside. */
function Panel({ name, children }: { name: string; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEscapeClose(open, [toggle, panel], () => {
    setOpen(false);
    toggle.current?.focus();
  });
  return (
    <>
      <p><button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>{name}</button></p>
      <div ref={panel} hidden={!open} data-testid={`${name}-panel`}>{children}</div>
    </>
  );
}

describe('useEscapeClose', () => {
  it('closes from inside the panel or on its toggle, and does nothing while closed', async () => {
    render(<><Panel name="Filters"><input aria-label="Subject" /></Panel><input aria-label="Elsewhere" /></>);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    screen.getByLabelText('Subject').focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Escape outside the panel leaves it open.
    await userEvent.click(toggle);
    screen.getByLabelText('Elsewhere').focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the innermost open panel first', async () => {
    render(<Panel name="Outer"><Panel name="Inner"><input aria-label="Name" /></Panel></Panel>);
    await userEvent.click(screen.getByRole('button', { name: 'Outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inner' }));
    screen.getByLabelText('Name').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Inner' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Outer' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Inner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Outer' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves an Escape to an open suggestion list inside the panel', async () => {
    render(<Panel name="Search"><input role="combobox" aria-label="Query" aria-expanded="true" aria-controls="list" /></Panel>);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true');
  });
});
