import { screen, within } from '@testing-library/react';
import { setHttpClient, TERMS_ANCHORS } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import TermsPage from '../TermsPage';

const props = { routeId: 'terms', params: {}, world: 'de' as const, query: new URLSearchParams() };
const terms = { item: { version: 3, publishedAt: '2025-03-01T00:00:00.000Z', title: 'Terms v3', body: '' } };

describe('TermsPage', () => {
  it('has a section for every spec §2 anchor, linked from the table of contents', async () => {
    setHttpClient(createFixtureClient({ 'get v3/terms/get': terms }));
    const { container } = renderWithShell(<TermsPage {...props} />, { bundle: 'de' });
    const toc = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    for (const anchor of TERMS_ANCHORS) {
      const section = container.querySelector(`section#${CSS.escape(anchor)}`);
      expect(section).not.toBeNull();
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      const link = within(toc).getByRole('link', { name: heading.textContent ?? '' });
      expect(link).toHaveAttribute('href', `/de/info/agb#${anchor}`);
    }
    expect(await screen.findByTestId('terms-version')).toHaveTextContent('Version 3, veröffentlicht am 1. März 2025');
  });

  it('shows the version in the language of the page', async () => {
    setHttpClient(createFixtureClient({ 'get v3/terms/get': terms }));
    renderWithShell(<TermsPage {...props} world="fr" />, { bundle: 'fr' });
    expect(await screen.findByTestId('terms-version')).toHaveTextContent('1 mars 2025');
  });

  it('scrolls to and focuses the section named by the URL hash', async () => {
    setHttpClient(createFixtureClient({ 'get v3/terms/get': terms }));
    renderWithShell(<TermsPage {...props} />, { bundle: 'de', path: '/de/info/agb#withdrawal-provisions' });
    expect(document.getElementById('withdrawal-provisions')).toHaveFocus();
    await screen.findByTestId('terms-version');
  });

  it('keeps the text readable and offers a retry when the version cannot be loaded', async () => {
    setHttpClient(createFixtureClient({ 'get v3/terms/get': httpError(503) }));
    renderWithShell(<TermsPage {...props} />);
    expect(await screen.findByText('We could not load this content.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Right of withdrawal' })).toBeInTheDocument();
  });
});
