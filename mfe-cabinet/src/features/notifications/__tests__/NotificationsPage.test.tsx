import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import NotificationsPage from '../NotificationsPage';

const props = { routeId: 'notifications', params: {}, world: 'de' as const, query: new URLSearchParams() };

describe('NotificationsPage', () => {
  afterEach(reset);

  it('shows what a link switched off and saves the new choice', async () => {
    logIn(true);
    const client = createFixtureClient({
      'get v1/account/mail-settings': { item: { newMaterials: false, sales: false, newsletter: true } },
      'put v1/account/mail-settings': (o: { json?: object } | undefined) => ({ item: o?.json }),
    });
    setHttpClient(client);
    renderWithShell(<NotificationsPage {...props} />);
    const materials = await screen.findByRole('checkbox', { name: 'New materials from authors I follow' });
    expect(materials).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter with news and offers' })).toBeChecked();
    await userEvent.click(materials);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter with news and offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(client.calls[1]?.options?.json).toEqual({ newMaterials: true, sales: false, newsletter: false });
  });

  it('offers sales mails to sellers only', async () => {
    logIn(false);
    setHttpClient(createFixtureClient({ 'get v1/account/mail-settings': { item: { newMaterials: true, sales: true, newsletter: true } } }));
    renderWithShell(<NotificationsPage {...props} />);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Sales of my materials' })).not.toBeInTheDocument();
  });
});
