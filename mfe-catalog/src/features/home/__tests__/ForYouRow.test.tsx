import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $personalisation, $personalisationDialogRequests, $session, href, setHttpClient, type Personalisation, type PersonalisationPreferences,
} from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import HomePage from '../HomePage';

const MENU = { items: [] };
const props = { routeId: 'home', params: {} as Record<string, string>, world: 'de' as const, query: new URLSearchParams() };
const PREFERENCES: PersonalisationPreferences = { world: 'de', schoolTypes: ['primary'], subjects: [4, 9], savedAt: '2030-01-01T00:00:00.000Z' };
const personalisation = (preferences: PersonalisationPreferences): { result: Personalisation } => ({
  result: { needActualisation: !preferences.savedAt, showPopup: false, preferences, personalisationRequested: true },
});

let client: ReturnType<typeof createFixtureClient>;
/** The row's search has school_type / subject filters; the newest tab's has none. */
function setup(answer: unknown, forYou: unknown = { items: [materialSummary({ id: 31, title: 'Einmaleins-Training' })], total: 57, page: 1, per_page: 4, facets: {} }) {
  client = createFixtureClient({
    'get v3/mega-menu/get-subjects': MENU,
    'get v3/personalisations/get': answer,
    'get v1/search': (o?: { searchParams?: unknown }) => ((o?.searchParams as Record<string, unknown>).school_type ? forYou : { items: [materialSummary()], total: 1, page: 1, per_page: 12, facets: {} }),
  });
  setHttpClient(client);
}
const rowSearches = () => client.calls.filter((c) => c.path === 'v1/search' && (c.options?.searchParams as Record<string, unknown>).school_type);

beforeEach(() => {
  $session.set({ status: 'loggedIn', userId: 5, impersonated: false, termsAccepted: true, authError: null });
  $personalisation.set({ loaded: false, needActualisation: false, showPopup: false, preferences: {}, personalisationRequested: false });
});
afterEach(() => $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null }));

describe('home "for you" row', () => {
  it('shows materials matching the saved school types and subjects, with the full results and a way to change them', async () => {
    const user = userEvent.setup();
    setup(personalisation(PREFERENCES));
    renderWithShell(<HomePage {...props} />);
    const row = await screen.findByRole('region', { name: 'For you' });
    expect(await within(row).findByRole('link', { name: 'Einmaleins-Training' })).toBeInTheDocument();
    expect(rowSearches().map((c) => c.options?.searchParams)).toEqual([{ school_type: ['primary'], subject: ['4', '9'], sort: 'bestseller', per_page: 5 }]);
    expect(within(row).getByRole('link', { name: 'Show all' })).toHaveAttribute(
      'href', href('searchResults', {}, 'de', { query: { school_type: ['primary'], subject: ['4', '9'] } }),
    );
    const before = $personalisationDialogRequests.get();
    await user.click(within(row).getByRole('button', { name: 'Change preferences' }));
    expect($personalisationDialogRequests.get()).toBe(before + 1);
    // The newest materials are still there below.
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
  });

  it('subjects saved in another world are left out there: school types still apply', async () => {
    setup(personalisation({ ...PREFERENCES, world: 'fr' }));
    renderWithShell(<HomePage {...props} />);
    await screen.findByRole('region', { name: 'For you' });
    expect(rowSearches()[0]?.options?.searchParams).toEqual({ school_type: ['primary'], sort: 'bestseller', per_page: 5 });
  });

  it('says so when nothing matches, and when the search fails offers a retry', async () => {
    setup(personalisation(PREFERENCES), { items: [], total: 0, page: 1, per_page: 4, facets: {} });
    const view = renderWithShell(<HomePage {...props} />);
    const row = await screen.findByRole('region', { name: 'For you' });
    expect(await within(row).findByText('No materials match your preferences yet. Try more school types or subjects.')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Show all' })).not.toBeInTheDocument();
    view.unmount();
    setup(personalisation(PREFERENCES), httpError(503));
    renderWithShell(<HomePage {...props} />);
    expect(await within(await screen.findByRole('region', { name: 'For you' })).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is absent without saved preferences', async () => {
    setup(personalisation({}));
    renderWithShell(<HomePage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(client.calls.some((c) => c.path === 'v3/personalisations/get')).toBe(true);
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
    expect(rowSearches()).toEqual([]);
  });

  it('is absent for anonymous visitors, who are not asked for preferences', async () => {
    $session.set({ status: 'anonymous', userId: null, impersonated: false, termsAccepted: true, authError: null });
    $personalisation.set({ loaded: true, needActualisation: false, showPopup: false, preferences: PREFERENCES, personalisationRequested: true });
    setup(personalisation(PREFERENCES));
    renderWithShell(<HomePage {...props} />);
    expect(await screen.findByRole('link', { name: 'Farbenlehre: Übungen mit Lösungen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
    expect(client.calls.some((c) => c.path === 'v3/personalisations/get')).toBe(false);
  });
});
