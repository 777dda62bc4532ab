import { $consent, acceptAllConsent, hasConsent, readStoredConsent } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../layout/Footer';
import { ConsentModal, preloadConsentDialog } from '../ConsentModal';

// The dialog is a chunk loaded when first shown (lazy-dialog.tsx); loaded here, it renders at once.
beforeAll(() => preloadConsentDialog());

// Issue 18: "Cookie settings" in the footer reopens consent; withdrawing stops tracking at once,
// closing without saving keeps the earlier choice, and focus goes back to the footer's button.

beforeEach(() => {
  window.localStorage.clear();
  $consent.set({ status: 'unknown', accepted: [] });
});

const page = (routeId = 'home') => renderWithShell(<><Footer world="de" /><ConsentModal routeId={routeId} /></>, { bundle: 'de' });

describe('Cookie settings', () => {
  it('is offered only once a decision exists, reopens it with the stored choice, and withdrawing stops tracking', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.queryByRole('button', { name: 'Cookie-Einstellungen' })).not.toBeInTheDocument();
    act(() => acceptAllConsent());
    expect(hasConsent('tracking')).toBe(true);

    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    const dialog = screen.getByRole('dialog');
    const tracking = screen.getAllByRole('checkbox')[1]!;
    expect(tracking).toBeChecked();
    expect(hasConsent('tracking')).toBe(false); // nothing optional runs while the choice is open
    await user.click(tracking);
    await user.click(screen.getByRole('button', { name: /speichern/i }));
    expect(dialog).not.toBeInTheDocument();
    expect(hasConsent('tracking')).toBe(false);
    expect(readStoredConsent()).not.toContain('tracking');
    expect(settings).toHaveFocus();
  });

  it('closing without saving keeps the earlier choice, also on the terms page', async () => {
    const user = userEvent.setup();
    page('terms');
    act(() => acceptAllConsent());
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasConsent('tracking')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Auswahl beibehalten' }));
    expect(hasConsent('tracking')).toBe(true);
  });
});
