import { href, storage } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeAfterTitle } from '../../app/after-title';
import { LAST_VISITED_WORLD_KEY } from '../../app/world-effects';
import { WorldSwitch } from '../WorldSwitch';

describe('WorldSwitch (issue 18: a country switch that keeps your place)', () => {
  it('names the current country, opens a list of countries leading to this page there, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithShell(<WorldSwitch world="de" />, { bundle: 'de', path: '/de/suchergebnisse?q=Bruch&subject=1' });
    const button = screen.getByRole('button', { name: /^DE ?, Land: Deutschland\. Land wechseln$/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const list = screen.getByRole('navigation', { name: 'Land auswählen' });
    const italy = within(list).getByRole('link', { name: 'Italien' });
    expect(italy).toHaveAttribute('href', `${href('searchResults', {}, 'it')}?q=Bruch&subject=1`);
    expect(italy).toHaveAttribute('lang', 'it');
    expect(within(list).getByRole('link', { name: 'Deutschland' })).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(within(screen.getByRole('navigation', { name: 'Land auswählen' })).getByRole('link', { name: 'Italien' }));
    expect(storage.get(LAST_VISITED_WORLD_KEY)).toBe('it');
    // Announced after the next page's title (route-focus.ts), in the page's language then.
    expect(takeAfterTitle()).toBe('Land gewechselt: Italien');
    expect(takeAfterTitle()).toBe('');
  });
});
