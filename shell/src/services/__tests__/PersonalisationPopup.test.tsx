import { $personalisation, $world, href, openPersonalisationDialog, setHttpClient, type Personalisation } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $popup } from '../popups';
import { preloadPersonalisationDialog, PersonalisationPopup } from '../ui/PersonalisationPopup';

// The dialog is a chunk loaded when first shown (lazy-dialog.tsx); loaded here, it renders at once.
beforeAll(() => preloadPersonalisationDialog());

const FILTERS = {
  items: {
    class_grade: [], learning_years: [], material_type: [],
    subject: [{ id: 4, title: 'Mathematik' }, { id: 7, title: 'Kunst' }],
    school_type: [{ id: 'all', title: 'Alle' }, { id: 'primary', title: 'Grundschule' }, { id: 'secondary_ii', title: 'Oberstufe' }],
  },
};
const EMPTY: Personalisation = { needActualisation: true, showPopup: false, preferences: {}, personalisationRequested: true };

let client: ReturnType<typeof createFixtureClient>;
function setup(save: unknown = (o: { json?: Record<string, unknown> } | undefined) => ({
  result: { ...EMPTY, needActualisation: false, preferences: { world: 'de', ...o?.json, savedAt: '2030-01-01T00:00:00.000Z' } },
})) {
  client = createFixtureClient({ 'get v1/filters': FILTERS, 'post v3/personalisations/save': save });
  setHttpClient(client);
}
const saves = () => client.calls.filter((c) => c.path === 'v3/personalisations/save').map((c) => c.options?.json);

beforeEach(() => {
  $world.set('de');
  $personalisation.set({ ...EMPTY, loaded: true });
  $popup.set('personalisation');
  setup();
});
afterEach(() => $popup.set(null));

describe('personalisation popup', () => {
  it('asks school types and subjects as checkboxes; saving stores the choice and says so', async () => {
    const user = userEvent.setup();
    renderWithShell(<PersonalisationPopup />);
    const dialog = screen.getByRole('dialog', { name: 'Personalise Teachmarket' });
    expect(within(dialog).getByRole('heading', { name: 'Personalise Teachmarket' })).toHaveFocus();
    const types = await within(dialog).findByRole('group', { name: 'Where do you teach?' });
    // "all" is no choice.
    expect(within(types).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Grundschule', 'Oberstufe']);
    await user.click(within(types).getByRole('checkbox', { name: 'Grundschule' }));
    // Keyboard: Tab reaches the subjects, Space ticks one.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Mathematik' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Mathematik' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves()).toEqual([{ schoolTypes: ['primary'], subjects: [4] }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Your home page now shows materials that fit your classes.');
    expect($personalisation.get()).toMatchObject({ loaded: true, needActualisation: false, preferences: { schoolTypes: ['primary'], subjects: [4] } });
    expect(screen.getByRole('link', { name: 'Show matching materials' })).toHaveAttribute(
      'href', href('searchResults', {}, 'de', { query: { school_type: ['primary'], subject: ['4'] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect($popup.get()).toBeNull();
  });

  it('skip (or Escape) closes without saving', async () => {
    const user = userEvent.setup();
    const view = renderWithShell(<PersonalisationPopup />);
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => $popup.set('personalisation'));
    await screen.findByRole('checkbox', { name: 'Kunst' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves()).toEqual([]);
    view.unmount();
  });

  it('saving nothing asks for a choice instead of calling the API', async () => {
    const user = userEvent.setup();
    renderWithShell(<PersonalisationPopup />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one school type or subject.');
    expect(saves()).toEqual([]);
  });

  it('a failed save says what to do and keeps the choice for another try', async () => {
    const user = userEvent.setup();
    let answer: unknown = httpError(503);
    setup(() => answer);
    renderWithShell(<PersonalisationPopup />);
    await user.click(await screen.findByRole('checkbox', { name: 'Kunst' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Check your connection and try again.');
    expect(screen.getByRole('checkbox', { name: 'Kunst' })).toBeChecked();
    expect($personalisation.get().needActualisation).toBe(true);

    answer = httpError(400, { error: { code: 'validation_failed', message: 'Subject 7 is not a subject of this world', field: 'subjects.0' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some of your choices are no longer available. Check them and save again.')).toHaveAttribute('role', 'alert');

    answer = { result: { ...EMPTY, needActualisation: false, preferences: { world: 'de', schoolTypes: [], subjects: [7], savedAt: '2030-01-01T00:00:00.000Z' } } };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(saves()).toHaveLength(3);
  });

  it('the filters failing to load offer a retry', async () => {
    const user = userEvent.setup();
    let filters: unknown = httpError(503);
    client = createFixtureClient({ 'get v1/filters': () => filters });
    setHttpClient(client);
    renderWithShell(<PersonalisationPopup />);
    filters = FILTERS;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Grundschule' })).toBeInTheDocument();
  });

  it('a page reopens it to change the saved choice, which it starts from', async () => {
    const user = userEvent.setup();
    $popup.set(null);
    $personalisation.set({
      ...EMPTY, loaded: true, needActualisation: false,
      preferences: { world: 'de', schoolTypes: ['secondary_ii'], subjects: [7], savedAt: '2030-01-01T00:00:00.000Z' },
    });
    renderWithShell(<PersonalisationPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openPersonalisationDialog());
    expect(await screen.findByRole('checkbox', { name: 'Oberstufe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kunst' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Grundschule' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kunst' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves()).toEqual([{ schoolTypes: ['secondary_ii'], subjects: [] }]);
  });
});
