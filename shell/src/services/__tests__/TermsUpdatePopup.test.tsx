import { $world, setHttpClient, storage } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $popup } from '../popups';
import { installTracker } from '../start';
import { $termsUpcoming, termsPopupKey } from '../terms-popup';
import { createTracker } from '../tracking';
import { preloadTermsUpdateDialog, TermsUpdatePopup } from '../ui/TermsUpdatePopup';

// The dialog is a chunk loaded when first shown (lazy-dialog.tsx); loaded here, it renders at once.
beforeAll(() => preloadTermsUpdateDialog());

const ITEM = { id: 'abcdef0123456789', version: 3, effectiveAt: '2030-03-01T00:00:00.000Z', summary: 'School licences cost more.', accepted: false };

let client: ReturnType<typeof createFixtureClient>;
function setup(accept: unknown = { accepted: true, version: 3 }) {
  client = createFixtureClient({ 'post v3/terms/upcoming/accept': accept, 'post v3/events/track': { track_sid: 'sid' } });
  setHttpClient(client);
  installTracker(createTracker({ store: storage, allowed: () => true, impersonating: () => false }));
}
const events = () =>
  client.calls
    .filter((c) => c.path === 'v3/events/track')
    .flatMap((c) => (c.options?.json as { events: { name: string; properties: Record<string, unknown> }[] }).events)
    .map((e) => [e.name, e.properties.popupId]);

beforeEach(() => {
  window.localStorage.clear();
  $world.set('de');
  $termsUpcoming.set(ITEM);
  $popup.set('termsUpcoming');
  setup();
});
afterEach(() => installTracker(null));

describe('upcoming-terms popup', () => {
  it('shows date, summary and a terms link; tracks popup_viewed with the id', async () => {
    renderWithShell(<TermsUpdatePopup routeId="home" />);
    const dialog = screen.getByRole('dialog', { name: 'Our terms are changing' });
    expect(dialog).toHaveTextContent('New terms and conditions apply from March 1, 2030.');
    expect(dialog).toHaveTextContent('School licences cost more.');
    expect(screen.getByRole('link', { name: 'Read the new terms' }).getAttribute('href')).toMatch(/^\/de\//);
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events()).toEqual([['popup_viewed', ITEM.id]]);
  });

  it('close (or Escape) remembers the id, tracks popup_closed and frees the popup slot', async () => {
    const user = userEvent.setup();
    renderWithShell(<TermsUpdatePopup routeId="home" />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.get(termsPopupKey(ITEM.id))).toBe('closed');
    expect(events()).toContainEqual(['popup_closed', ITEM.id]);
    expect($popup.get()).toBeNull();
  });

  it('accept calls the API with the id and tracks popup_accepted', async () => {
    const user = userEvent.setup();
    renderWithShell(<TermsUpdatePopup routeId="home" />);
    await user.click(screen.getByRole('button', { name: 'Accept now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/terms/upcoming/accept')?.options?.json).toEqual({ id: ITEM.id });
    expect(storage.get(termsPopupKey(ITEM.id))).toBe('accepted');
    expect(events()).toContainEqual(['popup_accepted', ITEM.id]);
  });

  it('a failed acceptance says so and keeps the popup', async () => {
    const user = userEvent.setup();
    setup(httpError(500));
    renderWithShell(<TermsUpdatePopup routeId="home" />);
    await user.click(screen.getByRole('button', { name: 'Accept now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your acceptance could not be saved.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(storage.get(termsPopupKey(ITEM.id))).toBeNull();
  });

  it('steps aside on the terms page', () => {
    renderWithShell(<TermsUpdatePopup routeId="terms" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
