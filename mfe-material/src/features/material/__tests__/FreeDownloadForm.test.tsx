import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, setHttpClient, type Material } from '@teachmarket/shared-kit';
import { createFixtureClient, httpError, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { FreeDownloadForm } from '../FreeDownloadForm';

const free = { ...materialSummary({ id: 5, isFree: true, price: 0, finalPrice: 0 }) } as Material;

describe('FreeDownloadForm', () => {
  const initial = $session.get();
  beforeEach(() => $session.set({ ...initial, status: 'anonymous' }));
  afterEach(() => $session.set(initial));

  it('is offered only to anonymous visitors of free materials', () => {
    const { unmount } = renderWithShell(<FreeDownloadForm material={{ ...free, isFree: false }} />);
    expect(screen.queryByRole('button', { name: 'Get it by e-mail' })).not.toBeInTheDocument();
    unmount();
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    renderWithShell(<FreeDownloadForm material={free} />);
    expect(screen.queryByRole('button', { name: 'Get it by e-mail' })).not.toBeInTheDocument();
  });

  it('validates the address on its field before sending anything', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<FreeDownloadForm material={free} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get it by e-mail' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(client.calls).toHaveLength(0);
  });

  it('asks for the link and says where it went', async () => {
    const client = createFixtureClient({ 'post v3/free-material-download/request': { success: true } });
    setHttpClient(client);
    renderWithShell(<FreeDownloadForm material={free} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get it by e-mail' }));
    // Issue 20: the opening button is gone: the field has the focus.
    expect(await screen.findByLabelText('E-mail address')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'visitor@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a download link to visitor@school.test.');
    // Issue 20: the message that replaced the form (and its focused button) has the focus.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(client.calls[0]?.options?.json).toEqual({ email: 'visitor@school.test', materialId: 5 });
  });

  it('tells the visitor to wait when the API rate-limits', async () => {
    setHttpClient(createFixtureClient({ 'post v3/free-material-download/request': httpError(429) }));
    renderWithShell(<FreeDownloadForm material={free} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get it by e-mail' }));
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'visitor@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in an hour.');
  });

  it('Escape in the opened form closes it, and focus goes back to its button (issue 20)', async () => {
    setHttpClient(createFixtureClient({}));
    renderWithShell(<FreeDownloadForm material={free} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get it by e-mail' }));
    await userEvent.click(await screen.findByLabelText('E-mail address'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get it by e-mail' })).toHaveFocus();
  });
});
