import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href } from '@teachmarket/shared-kit';
import { materialSummary } from '@teachmarket/shared-kit/testing';
import { FreeMaterialDownloadPage } from '../FreeMaterialDownloadPage';
import { apiError, renderLinkPage } from './account-links-helpers';

const url = href('freeMaterialDownload', { token: 'tok-free-1' }, 'de');
const material = materialSummary({ id: 42, slug: 'bruchrechnen', title: 'Bruchrechnen leicht gemacht', isFree: true, price: 0, finalPrice: 0 });
const info = { material, expiresAt: '2030-05-01T10:00:00.000Z', usesLeft: 5 };
const show = (answers: Record<string, unknown>) => renderLinkPage(url, <FreeMaterialDownloadPage world="de" token="tok-free-1" />, answers);

describe('FreeMaterialDownloadPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the material and downloads its PDF', async () => {
    const client = show({ 'get v3/free-material-download/tok-free-1': info, 'get v3/free-material-download/tok-free-1/file': new Blob(['%PDF-']) });
    expect(await screen.findByText('Bruchrechnen leicht gemacht')).toBeInTheDocument();
    expect(screen.getByText(/This link works until/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the material page' })).toHaveAttribute('href', href('material', { id: '42', slug: 'bruchrechnen' }, 'de'));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(client.calls.at(-1)).toMatchObject({ path: 'v3/free-material-download/tok-free-1/file', options: { responseType: 'blob' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the link is used up at download time', async () => {
    show({ 'get v3/free-material-download/tok-free-1': info, 'get v3/free-material-download/tok-free-1/file': apiError(410, 'token_used', 'token') });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
  });

  it('explains an expired link and links home', async () => {
    show({ 'get v3/free-material-download/tok-free-1': apiError(410, 'token_expired', 'token') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('offers a retry on a network failure', async () => {
    show({ 'get v3/free-material-download/tok-free-1': new Error('network down') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
