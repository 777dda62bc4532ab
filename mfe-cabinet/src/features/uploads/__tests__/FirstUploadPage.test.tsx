import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, href, setHttpClient, type UploadOptions } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { MAX_MATERIAL_BYTES } from '@teachmarket/contracts/rules/uploads';
import FirstUploadPage from '../FirstUploadPage';
import { draft, filters } from './fixtures';

const props = (world: 'es' | 'de', params: Record<string, string> = {}) => ({ routeId: 'firstUpload', params, world, query: new URLSearchParams() });
const pdf = (size = 100) => new File([new Uint8Array(size)], 'fracciones.pdf', { type: 'application/pdf' });

/** A transport whose upload reports progress the way the shell's does, then answers. */
function client(world: 'es' | 'de', answers: Record<string, unknown> = {}) {
  const base = createFixtureClient({ 'get v1/filters': filters, ...answers });
  const uploads: { path: string; file: FormDataEntryValue | null }[] = [];
  const upload = async <T,>(path: string, body: FormData, options?: UploadOptions): Promise<T> => {
    uploads.push({ path, file: body.get('file') });
    options?.onUploadProgress?.({ loaded: 50, total: 100, percent: 50 });
    options?.onUploadProgress?.({ loaded: 100, total: 100, percent: 100 });
    return { item: draft({ world, textLanguage: world === 'es' ? 'es' : null }) } as T;
  };
  setHttpClient(Object.assign(base, { upload }));
  return { calls: base.calls, uploads };
}

// The form tests type whole fields with user-event: slow on a busy 2-core machine.
jest.setTimeout(60_000);

describe('FirstUploadPage', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'loggedIn', userId: 2 }));
  afterEach(() => {
    // Unmount before resetting the store, so the reset does not re-render the page outside act().
    cleanup();
    $session.set(initial);
  });

  it('asks an anonymous visitor to log in', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<FirstUploadPage {...props('de')} />);
    expect(screen.getByText('Log in to upload and manage your materials.')).toBeInTheDocument();
    // The login link brings the visitor back here afterwards (?returnTo=<this page>).
    const login = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    expect(login.startsWith(`${href('login', {}, 'de')}?returnTo=`)).toBe(true);
  });

  it('refuses a file that is no PDF, DOCX, PPTX or ZIP before sending anything', async () => {
    const { uploads } = client('de');
    renderWithShell(<FirstUploadPage {...props('de')} />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX, PPTX and ZIP files can be uploaded.');
    expect(uploads).toHaveLength(0);
  });

  it('a file the API refused, then one refused before sending: one message, the new one (both showed, s16 QA)', async () => {
    const base = createFixtureClient({ 'get v1/filters': filters });
    const refuse = async () => Promise.reject(Object.assign(httpError(415), { data: { error: { code: 'unsupported_file_type', message: 'no' } } }));
    setHttpClient(Object.assign(base, { upload: refuse }));
    renderWithShell(<FirstUploadPage {...props('de')} />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), new File(['not a pdf'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX, PPTX and ZIP files can be uploaded.');
    await userEvent.upload(screen.getByLabelText('Choose a file'), new File([new Uint8Array(MAX_MATERIAL_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 20 MB.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('accepts a dropped PDF, uploads it and offers the es text languages', async () => {
    const { uploads } = client('es');
    renderWithShell(<FirstUploadPage {...props('es')} />);
    const zone = screen.getByText('Drag your file here or').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(await screen.findByLabelText('Title')).toHaveValue('Fracciones');
    expect(uploads[0]?.path).toBe('v3/uploads/material');
    const language = screen.getByLabelText('Text language');
    const options = Array.from((language as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Please choose', 'Spanish', 'Catalan', 'Basque', 'Galician', 'No text']);
  });

  it('shows per-field messages, then saves and publishes with a link to the material page', async () => {
    const { calls } = client('es', {
      'post v3/uploads/material/41': { item: draft() },
      'post v3/uploads/material/41/publish': { item: draft({ status: 'published', slug: 'fracciones-para-todos' }) },
    });
    renderWithShell(<FirstUploadPage {...props('es')} />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), pdf());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Describe the material in at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose a subject.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveFocus()); // the first field at fault (s16 QA)

    await userEvent.type(screen.getByLabelText('Description'), 'Fitxes per practicar les fraccions.');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Matemáticas');
    await userEvent.selectOptions(screen.getByLabelText('School type'), 'Primaria');
    await userEvent.click(screen.getByRole('checkbox', { name: '4.º' }));
    await userEvent.selectOptions(screen.getByLabelText('Text language'), 'Catalan');
    await userEvent.clear(screen.getByLabelText('Price (EUR)'));
    await userEvent.type(screen.getByLabelText('Price (EUR)'), '2,50');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const link = await screen.findByRole('link', { name: 'View the material page' });
    expect(link).toHaveAttribute('href', href('material', { id: '41', slug: 'fracciones-para-todos' }, 'es'));
    const update = calls.find((c) => c.path === 'v3/uploads/material/41');
    expect(update?.options?.json).toMatchObject({ subject_ids: [30], school_types: ['primary'], grades: [4], text_language: 'ca', price: 2.5 });
  });

  it("marks the field the API rejects, and other worlds have no text-language choice", async () => {
    client('de', { 'post v3/uploads/material/41': Object.assign(httpError(400), { data: { error: { code: 'validation_failed', field: 'title' } } }) });
    renderWithShell(<FirstUploadPage {...props('de')} />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), pdf());
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText('Text language')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Description'), 'Arbeitsblätter zum Bruchrechnen mit Lösungen.');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Matemáticas');
    await userEvent.selectOptions(screen.getByLabelText('School type'), 'Primaria');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByText('Enter a title of 5 to 150 characters.')).toBeInTheDocument();
  });

  it('editing a published material: its price as typed in the language, "Save changes" (not "Save draft") and a confirmation (s16 QA)', async () => {
    const live = draft({ world: 'de', status: 'published', price: 2.5, description: 'Arbeitsblätter zum Bruchrechnen mit Lösungen.', subjectIds: [30], schoolTypes: ['primary'], textLanguage: null, publishedAt: '2026-01-02T00:00:00.000Z' });
    const { calls } = client('de', {
      'get v3/uploads/material/41': { item: live },
      'get v3/uploads/material/41/previews': { items: [], status: 'done' },
      'post v3/uploads/material/41': { item: { ...live, price: 3 } },
      'post v3/uploads/material/41/publish': { item: { ...live, price: 3 } },
    });
    renderWithShell(<FirstUploadPage {...props('de', { materialId: '41' })} />, { bundle: 'de' });
    const price = await screen.findByLabelText('Preis (EUR)');
    expect(price).toHaveValue('2,50');
    expect(screen.queryByRole('button', { name: 'Entwurf speichern' })).not.toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '3,00');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'v3/uploads/material/41' && c.method === 'post')?.options?.json).toMatchObject({ price: 3 });
    expect(screen.getByText(/Dein Material ist veröffentlicht/)).toBeInTheDocument();
  });

  it('the edit page of a published material offers "Withdraw from sale" with the list\'s confirm step; then the material is a draft again', async () => {
    const live = draft({ world: 'de', status: 'published', title: 'Bruchrechnen', price: 2.5, description: 'Arbeitsblätter zum Bruchrechnen mit Lösungen.', subjectIds: [30], schoolTypes: ['primary'], textLanguage: null, publishedAt: '2026-01-02T00:00:00.000Z' });
    const { calls } = client('de', {
      'get v3/uploads/material/41': { item: live },
      'get v3/uploads/material/41/previews': { items: [], status: 'done' },
      'post v3/uploads/material/41/withdraw': { item: { ...live, status: 'draft', publishedAt: null, unpublished: { by: 'author', at: '2026-02-01T00:00:00.000Z', reason: null } } },
    });
    renderWithShell(<FirstUploadPage {...props('de', { materialId: '41' })} />);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw from sale' });
    await userEvent.click(withdraw);
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw “Bruchrechnen” from sale?' });
    expect(dialog).toHaveTextContent('Nobody can buy it any more');
    expect(dialog).toHaveTextContent('People who already bought it keep their downloads.');
    expect(dialog).toHaveTextContent('You can publish it again at any time.');
    // Focus starts on the safe choice; cancel sends nothing and gives focus back to the button.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(calls.some((c) => c.path.endsWith('/withdraw'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Withdraw from sale' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw from sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw from sale' }));
    expect(await screen.findByText('“Bruchrechnen” is off sale. Buyers keep their downloads.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post' && c.path === 'v3/uploads/material/41/withdraw')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Withdraw from sale' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your material is published/)).not.toBeInTheDocument();
    // A draft again: saved as a draft or published again from here.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
  });

  it('says so when the withdrawal fails, and the material stays on sale', async () => {
    const live = draft({ world: 'de', status: 'published', title: 'Bruchrechnen', publishedAt: '2026-01-02T00:00:00.000Z' });
    client('de', {
      'get v3/uploads/material/41': { item: live },
      'get v3/uploads/material/41/previews': { items: [], status: 'done' },
      'post v3/uploads/material/41/withdraw': httpError(500),
    });
    renderWithShell(<FirstUploadPage {...props('de', { materialId: '41' })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw from sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw from sale' }));
    expect(await screen.findByText('“Bruchrechnen” could not be withdrawn from sale. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw from sale' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('the edit page of a material an operator took out says so, with the reason, until it is published again (s17 QA3)', async () => {
    const removed = draft({
      world: 'de', status: 'draft', price: 2.5, description: 'Arbeitsblätter zum Bruchrechnen mit Lösungen.', subjectIds: [30], schoolTypes: ['primary'],
      grades: [4], textLanguage: null, publishedAt: '2026-01-02T00:00:00.000Z',
      unpublished: { by: 'operator', at: '2026-11-20T09:00:00.000Z', reason: 'Seiten aus einem Schulbuch kopiert' },
    });
    client('de', {
      'get v3/uploads/material/41': { item: removed },
      'get v3/uploads/material/41/previews': { items: [], status: 'done' },
      'post v3/uploads/material/41': { item: removed },
      'post v3/uploads/material/41/publish': { item: { ...removed, status: 'published', unpublished: null } },
    });
    renderWithShell(<FirstUploadPage {...props('de', { materialId: '41' })} />, { bundle: 'de' });
    const note = await screen.findByRole('region', { name: 'Von Teachmarket entfernt' });
    expect(note).toHaveTextContent('Teachmarket hat dieses Material aus dem Katalog genommen (Seiten aus einem Schulbuch kopiert). Korrigiere es unten und veröffentliche es erneut.');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText(/Dein Material ist veröffentlicht/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Von Teachmarket entfernt' })).toBeNull();
  });

  it('explains a material that is not the seller’s', async () => {
    setHttpClient(createFixtureClient({ 'get v3/uploads/material/9': httpError(403) }));
    renderWithShell(<FirstUploadPage {...props('de', { materialId: '9' })} />);
    expect(await screen.findByText('This material does not exist or is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my materials' })).toHaveAttribute('href', href('uploadEdit', {}, 'de'));
  });
});
