import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type UploadFile, type UploadOptions } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { MaterialFiles } from '../MaterialFiles';
import { draft } from './fixtures';

const file = (position: number, name: string, type: UploadFile['type'], size: number): UploadFile => ({
  position, name, type, size, contentType: `application/${type}`, pages: type === 'pdf' ? 2 : null, uploadedAt: '2026-01-01T00:00:00.000Z',
});
const main = file(0, 'Aufgaben.pdf', 'pdf', 2_400_000);
const solutions = file(1, 'Lösungen.docx', 'docx', 48_000);

/** The transport: fixtures for JSON calls, and an upload that answers `uploadAnswer` (or throws it). */
function client(answers: Record<string, unknown> = {}, uploadAnswer: unknown = { item: draft({ files: [main, solutions] }) }) {
  const base = createFixtureClient(answers);
  const uploads: { path: string; name: string }[] = [];
  const upload = async <T,>(path: string, body: FormData, options?: UploadOptions): Promise<T> => {
    uploads.push({ path, name: (body.get('file') as File).name });
    options?.onUploadProgress?.({ loaded: 1, total: 1, percent: 100 });
    if (uploadAnswer instanceof Error) throw uploadAnswer;
    return uploadAnswer as T;
  };
  setHttpClient(Object.assign(base, { upload }));
  return { calls: base.calls, uploads };
}

afterEach(cleanup);

describe('MaterialFiles', () => {
  it('lists each file with name, kind and size; the only file cannot be removed', () => {
    client();
    renderWithShell(<MaterialFiles material={draft({ files: [main] })} />);
    const list = screen.getByRole('list', { name: 'Files of this material' });
    expect(within(list).getByText('Aufgaben.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/PDF · 2\.3 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('adds another file and shows it in the list', async () => {
    const { uploads } = client();
    renderWithShell(<MaterialFiles material={draft({ files: [main] })} />);
    await userEvent.upload(screen.getByLabelText('Add another file'), new File(['x'], 'Lösungen.docx'));
    expect(await screen.findByRole('status')).toHaveTextContent('“Lösungen.docx” was added.');
    expect(uploads).toEqual([{ path: 'v3/uploads/material/41/files', name: 'Lösungen.docx' }]);
    expect(within(screen.getByRole('list')).getByText(/Word document · 47 kB/i)).toBeInTheDocument();
  });

  it('refuses an unsupported file before sending, and shows why the API refused one', async () => {
    const { uploads } = client({}, httpError(422, { error: { code: 'file_damaged', message: 'damaged' } }));
    renderWithShell(<MaterialFiles material={draft({ files: [main] })} />);
    await userEvent.upload(screen.getByLabelText('Add another file'), new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX, PPTX and ZIP files can be added.');
    expect(uploads).toHaveLength(0);
    await userEvent.upload(screen.getByLabelText('Add another file'), new File(['x'], 'kaputt.zip'));
    expect(await screen.findByText('The file is damaged or incomplete. Export or pack it again and upload the new file.')).toBeInTheDocument();
  });

  it('removes a file only after the confirm step; cancel keeps it', async () => {
    const { calls } = client({ 'delete v3/uploads/material/41/files/1': { item: draft({ files: [main] }) } });
    renderWithShell(<MaterialFiles material={draft({ files: [main, solutions] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lösungen.docx' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove “Lösungen.docx”? Buyers will no longer receive it.');
    // Focus is on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lösungen.docx' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Lösungen.docx” was removed.');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['delete v3/uploads/material/41/files/1']);
    expect(screen.queryByText('Lösungen.docx')).not.toBeInTheDocument();
  });
});
