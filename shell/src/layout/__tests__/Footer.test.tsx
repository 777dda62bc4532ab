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
});
