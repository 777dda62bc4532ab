import { screen, within } from '@testing-library/react';
import { href } from '@teachmarket/shared-kit';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import { Footer } from '../Footer';

describe('Footer', () => {
  it('links to the key information pages of the world, with their localised paths', () => {
    renderWithShell(<Footer world="de" />, { bundle: 'de' });
    const about = screen.getByRole('navigation', { name: 'Über Teachmarket' });
    const targets = within(about).getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const id of ['help', 'faq', 'materialSharing', 'appLanding', 'terms', 'imprint', 'jobs', 'team'] as const) {
      expect(targets).toContain(href(id, {}, 'de'));
    }
    expect(targets).toContain('/de/info/agb');
  });

  it('leads each country to this page there, with its query (issue 18)', () => {
    renderWithShell(<Footer world="de" />, { bundle: 'de', path: '/de/suchergebnisse?q=Bruch&subject=1' });
    const worlds = screen.getByRole('navigation', { name: 'Teachmarket in anderen Ländern' });
    expect(within(worlds).getByRole('link', { name: 'Italien' })).toHaveAttribute('href', `${href('searchResults', {}, 'it')}?q=Bruch&subject=1`);
    expect(within(worlds).getByRole('link', { name: 'Deutschland' })).toHaveAttribute('aria-current', 'true');
  });
});
