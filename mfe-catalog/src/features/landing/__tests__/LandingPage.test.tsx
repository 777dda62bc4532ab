import { screen } from '@testing-library/react';
import { href, setHttpClient, type SearchResponse } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import LandingPage from '../LandingPage';

const FACETS: SearchResponse['facets'] = {
  subject: [{ id: 4, title: 'Mathematik', count: 30 }], class_grade: [], material_type: [],
  school_type: [{ id: 'primary', title: 'Grundschule', count: 30 }], price: [],
};
const result = { items: [materialSummary()], total: 30, page: 1, per_page: 12, facets: FACETS };

describe('LandingPage', () => {
  it('a school landing with a subject shows its best materials and links to all results', async () => {
    const client = createFixtureClient({ 'get v1/search': result });
    setHttpClient(client);
    renderWithShell(<LandingPage routeId="schoolLandingMaterial" params={{ school: 'primary', id: '4', slug: 'mathe' }} world="de" query={new URLSearchParams()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematik materials for Grundschule' })).toBeInTheDocument();
    expect(client.calls[0]?.options?.searchParams).toMatchObject({ school_type: 'primary', subject: '4', sort: 'rating' });
    expect(screen.getByRole('link', { name: 'See all results (30)' })).toHaveAttribute('href', href('searchResults', {}, 'de', { query: { school_type: 'primary', subject: '4' } }));
  });

  it('the free materials landing asks for free materials only', async () => {
    const client = createFixtureClient({ 'get v1/search': result });
    setHttpClient(client);
    renderWithShell(<LandingPage routeId="freeMaterialsLanding" params={{}} world="de" query={new URLSearchParams()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Free teaching materials' })).toBeInTheDocument();
    expect(client.calls[0]?.options?.searchParams).toMatchObject({ price: 'free' });
  });

  it('an unknown school type is the 404 view', async () => {
    document.querySelector('meta[name="robots"]')?.remove();
    setHttpClient(createFixtureClient({ 'get v1/search': httpError(400) }));
    renderWithShell(<LandingPage routeId="schoolLanding" params={{ school: 'castle' }} world="de" query={new URLSearchParams()} />);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    // Not indexed: the route is, the page for this school type is not (issue 18, found by hand: it said index,follow).
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });

  it('a subject the world does not have is the 404 view, not a title with an empty name (issue 18)', async () => {
    const filters = { items: { subject: [{ id: 4, title: 'Mathematik' }], school_type: [{ id: 'primary', title: 'Grundschule' }], class_grade: [], learning_years: [], material_type: [] } };
    document.querySelector('meta[name="robots"]')?.remove();
    // The search finds nothing for it, so its facets name nothing either.
    setHttpClient(createFixtureClient({ 'get v1/search': { ...result, items: [], total: 0, facets: { ...FACETS, subject: [] } }, 'get v1/filters': filters }));
    renderWithShell(<LandingPage routeId="lessons" params={{ id: '999', slug: 'x' }} world="it" query={new URLSearchParams()} />);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /materials for $/ })).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });
});
