import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type UploadPreviews } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, renderWithShell } from '@teachmarket/shared-kit/testing';
import { PreviewsPanel } from '../PreviewsPanel';

const PATH = 'v3/uploads/material/41/previews';
const previews = (over: Partial<UploadPreviews> = {}): UploadPreviews => ({
  state: 'queued', pagesDone: 0, pagesTotal: 0, previewPages: 3, source: null, error: null, images: [], ...over,
});
const thumb = (n: number) => ({ src: `data:image/webp;base64,AAAA${n}`, width: 353, height: 500 });

/** Answers a GET with the next state of a render in progress, the last one for good. */
function sequence(states: UploadPreviews[]) {
  let i = 0;
  return () => ({ item: states[Math.min(i++, states.length - 1)] });
}

describe('PreviewsPanel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the progress of the render in words and a bar, then the watermarked pages', async () => {
    // The panel asks again every second while the job works; waitFor advances these fake clocks.
    jest.useFakeTimers();
    const client = createFixtureClient({
      [`get ${PATH}`]: sequence([
        previews(),
        previews({ state: 'rendering', pagesDone: 1, pagesTotal: 3 }),
        previews({ state: 'ready', pagesDone: 3, pagesTotal: 3, source: 'pdf', images: [thumb(1), thumb(2), thumb(3)] }),
      ]),
    });
    setHttpClient(client);
    renderWithShell(<PreviewsPanel materialId={41} />);
    expect(await screen.findByText('The previews are waiting to be made…')).toBeInTheDocument();
    expect(await screen.findByText('Making the previews: page 1 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the previews' })).toHaveAttribute('value', '1');
    expect(await screen.findByText('Ready. Buyers see these pages with the watermark.', {}, { timeout: 3000 })).toBeInTheDocument();
    const pages = screen.getAllByRole('img', { name: /Preview page \d/ });
    expect(pages.map((p) => p.getAttribute('alt'))).toEqual(['Preview page 1', 'Preview page 2', 'Preview page 3']);
    expect(pages[0]).toHaveAttribute('width', '353');
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 15_000);

  it('explains a failure in the seller’s words and retries on request', async () => {
    const client = createFixtureClient({
      [`get ${PATH}`]: { item: previews({ state: 'failed', error: { code: 'pdf_encrypted', message: 'English text from the API' } }) },
      [`post ${PATH}/retry`]: { item: previews({ state: 'queued' }) },
    });
    setHttpClient(client);
    renderWithShell(<PreviewsPanel materialId={41} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The previews could not be made');
    expect(alert).toHaveTextContent('The PDF is protected by a password.');
    expect(alert).not.toHaveTextContent('English text from the API');
    expect(screen.getByText('Upload a new file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The previews are waiting to be made…')).toBeInTheDocument();
    expect(client.calls.some((c) => c.method === 'post' && c.path === `${PATH}/retry`)).toBe(true);
  });

  it('sends the page count the seller chooses and says so when that fails', async () => {
    let fail = false;
    const client = createFixtureClient({
      [`get ${PATH}`]: { item: previews({ state: 'ready', source: 'pdf', images: [thumb(1)] }) },
      [`post ${PATH}`]: (options?: { json?: unknown }) => (fail ? httpError(503) : { item: previews({ state: 'queued', previewPages: (options?.json as { pages: number }).pages }) }),
    });
    setHttpClient(client);
    renderWithShell(<PreviewsPanel materialId={41} />);
    const select = await screen.findByLabelText('Pages shown as preview');
    expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, '5');
    await waitFor(() => expect(select).toHaveValue('5'));
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ pages: 5 });
    fail = true;
    await userEvent.selectOptions(select, '1');
    expect(await screen.findByText('That did not work. Check your connection and try again.')).toBeInTheDocument();
  });
});
