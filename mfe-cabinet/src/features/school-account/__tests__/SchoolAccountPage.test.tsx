import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient, type MySchoolResponse } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, reset } from '../../../ui/__tests__/session';
import SchoolAccountPage from '../SchoolAccountPage';

const props = { routeId: 'schoolAccount', params: {}, world: 'de' as const, query: new URLSearchParams() };
const address = { street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' };
const mine = (role: 'master' | 'member'): MySchoolResponse => ({
  school: {
    id: 7, name: 'Grundschule am Park', schoolType: 'primary', world: 'de', createdAt: '2025-01-01T00:00:00.000Z',
    address, verification: { state: 'verified', domain: null, requestedAt: null },
  },
  role,
  members: [{ id: 2, publicName: 'Sina Schulleitung', email: null, role: 'master' }, { id: 1, publicName: 'Bea', email: 'me@teachmarket.test', role: 'member' }],
  invitations: [],
  wishlistTotal: 2,
});

describe('SchoolAccountPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it("lets the admin change the school's billing address and explains school purchases honestly", async () => {
    const client = createFixtureClient({
      'get v3/schools/mine': mine('master'),
      'put v3/schools/mine/address': ({ json }: { json: typeof address }) => ({ school: { ...mine('master').school, address: json } }),
    });
    setHttpClient(client);
    renderWithShell(<SchoolAccountPage {...props} />);
    expect(await screen.findByLabelText('Street and number')).toHaveValue('Parkweg 3');
    expect(screen.getByText(/Buying for the whole school is not available/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My own invoices' })).toHaveAttribute('href', expect.stringMatching(/^\/de\//));
    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a valid postcode.');
    await userEvent.type(screen.getByLabelText('Postcode'), '20095');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'put')?.options?.json).toEqual({ ...address, postcode: '20095' });
  });

  it('tells a member who the admin is', async () => {
    setHttpClient(createFixtureClient({ 'get v3/schools/mine': mine('member') }));
    renderWithShell(<SchoolAccountPage {...props} />);
    expect(await screen.findByText('Only the school admin manages the school account. Your admin: Sina Schulleitung.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Street and number')).toBeNull();
  });

  it('offers users in no school to create one', async () => {
    setHttpClient(createFixtureClient({ 'get v3/schools/mine': apiError(403, 'not_in_school') }));
    renderWithShell(<SchoolAccountPage {...props} />);
    expect(await screen.findByRole('link', { name: 'Create a school account' })).toBeInTheDocument();
  });
});
