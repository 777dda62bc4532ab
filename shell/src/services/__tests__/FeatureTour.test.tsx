import { $consent, $tours, $world, setHttpClient, storage, type MegaMenuResponse } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $tourEnabled, FEATURE_TOUR_ID } from '../feature-tour';
import { $popup } from '../popups';
import { installTracker } from '../start';
import { createTracker } from '../tracking';
import { preloadTourCard, FeatureTour } from '../ui/FeatureTour';

// The dialog is a chunk loaded when first shown (lazy-dialog.tsx); loaded here, it renders at once.
beforeAll(() => preloadTourCard());

const MENU: MegaMenuResponse = {
  items: [
    { type: 'primary', schoolName: 'Grundschule', grades: [], subjects: [{ id: 3, title: 'Mathe', materialsCount: 40 }] },
    { type: 'secondary_ii', schoolName: 'Sekundarstufe II', grades: [], subjects: [{ id: 7, title: 'Biologie', materialsCount: 90 }] },
  ],
};

let client: ReturnType<typeof createFixtureClient>;
function setup(menu: unknown = MENU) {
  client = createFixtureClient({ 'get v3/mega-menu/get-subjects': menu, 'post v3/events/track': { track_sid: 'sid' } });
  setHttpClient(client);
  installTracker(createTracker({ store: storage, allowed: () => true, impersonating: () => false }));
}
const tracked = () =>
  client.calls.filter((c) => c.path === 'v3/events/track').flatMap((c) => (c.options?.json as { events: { name: string; properties: unknown }[] }).events);

function renderTour(path = '/de/') {
  return renderWithShell(
    <>
      <button type="button">Before</button>
      <FeatureTour routeId="home" />
    </>,
    { path },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  $tours.set({});
  $popup.set(null);
  $world.set('de');
  $consent.set({ status: 'decided', accepted: ['essential', 'tracking'] });
  $tourEnabled.set(true);
  setup();
});
afterEach(() => installTracker(null));

describe('feature tour', () => {
  it('walks the steps with the keyboard: counter, next, back, school-type chips linking to filtered search', async () => {
    const user = userEvent.setup();
    renderTour();
    const dialog = await screen.findByRole('dialog', { name: 'A simpler header' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Browse by school type' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'School types' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual([
      'All', 'Preschool', 'Primary school', 'Secondary I – middle school', 'Secondary I – grammar school', 'Secondary II',
      'Vocational school', 'Special needs education', 'Adult education',
    ]);
    expect(screen.getByRole('link', { name: 'Primary school' }).getAttribute('href')).toContain('school_type=primary');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).not.toContain('school_type');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}'); // step 2: chips, then Skip, Back, Next
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'All' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('Escape skips: stored as finished, tracked with the step, focus goes back', async () => {
    const user = userEvent.setup();
    $tourEnabled.set(false);
    renderTour();
    screen.getByRole('button', { name: 'Before' }).focus();
    act(() => $tourEnabled.set(true));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.get(`tour_finished_${FEATURE_TOUR_ID}`)).toBe('true');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(tracked()).toEqual([{ name: 'feature_tour_skipped', properties: { tour: FEATURE_TOUR_ID, step: 1 }, timestamp: expect.any(String) }]);
    expect($popup.get()).toBeNull();
  });

  it('the subject step shows breadcrumbs (school type › subject) from the mega menu, most materials first', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const crumbs = await screen.findAllByRole('list', { name: /^Path:/ });
    expect(crumbs.map((c) => c.getAttribute('aria-label'))).toEqual(['Path: Sekundarstufe II › Biologie', 'Path: Grundschule › Mathe']);
    const subject = within(crumbs[0]!).getByRole('link', { name: 'Biologie' });
    expect(subject.getAttribute('href')).toMatch(/school_type=secondary_ii&subject=7/);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.get(`tour_finished_${FEATURE_TOUR_ID}`)).toBe('true');
  });

  it('following a link finishes the tour', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Vocational school' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.get(`tour_finished_${FEATURE_TOUR_ID}`)).toBe('true');
  });

  it('the subject step offers a retry when the menu fails, and says so when it is empty', async () => {
    const user = userEvent.setup();
    setup(httpError(503));
    renderTour();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('api-error')).toBeInTheDocument();
    setup({ items: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no subjects to show yet.')).toBeInTheDocument();
  });

  it('once finished it stays away, unless ?newFeatureTour=1; ?newFeatureTour=0 hides it', async () => {
    storage.set(`tour_finished_${FEATURE_TOUR_ID}`, 'true');
    const { unmount } = renderTour();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    const forced = renderTour('/de/?newFeatureTour=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    forced.unmount();
    $popup.set(null);
    window.localStorage.clear();
    $tours.set({});
    renderTour('/de/?newFeatureTour=0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the consent modal', async () => {
    $consent.set({ status: 'required', accepted: [] });
    renderTour();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => $consent.set({ status: 'decided', accepted: ['essential'] }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
