import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, setHttpClient, type MySchoolResponse, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, logOut, reset } from '../../../ui/__tests__/session';
import SchoolCreatePage from '../SchoolCreatePage';

const props = { routeId: 'schoolCreate', params: {}, world: 'de' as const, query: new URLSearchParams() };
const created: MySchoolResponse = {
  school: {
    id: 7, name: 'Grundschule am Park', schoolType: 'primary', world: 'de', createdAt: '2025-01-01T00:00:00.000Z',
    address: { street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' }, verification: { state: 'unverified', domain: null, requestedAt: null },
  },
  role: 'master', members: [{ id: 1, publicName: 'Bea', email: 'me@teachmarket.test', role: 'master' }], invitations: [], wishlistTotal: 0,
};
const withSchool = (role: string) =>
  ({ id: 1, email: 'me@teachmarket.test', isSeller: false, profileDetails: { details: { currencyCode: 'EUR', schoolAccount: { school_id: 7, role, is_verified: false } } } }) as User;

async function fill() {
  await userEvent.type(screen.getByLabelText('School name'), '  Grundschule   am Park ');
  await userEvent.selectOptions(screen.getByLabelText('School type'), 'Primary school');
  await userEvent.type(screen.getByLabelText('Street and number'), 'Parkweg 3');
  await userEvent.type(screen.getByLabelText('Postcode'), '10115');
  await userEvent.type(screen.getByLabelText('City'), 'Berlin');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'DE');
}

describe('SchoolCreatePage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('checks every field before sending, then creates the school and reads the user again', async () => {
    const client = createFixtureClient({ 'post v3/schools': created, 'get v1/user': { items: [withSchool('master')] } });
    setHttpClient(client);
    renderWithShell(<SchoolCreatePage {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create school account' }));
    expect(screen.getByLabelText('School name')).toHaveAccessibleDescription('Enter the school name (3 to 120 characters).');
    expect(screen.getByLabelText('School type')).toHaveAccessibleDescription('Choose a school type.');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a valid postcode.');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Choose a country.');
    // One summary read out at submit, in the form's order; its links lead to the fields.
    const summary = screen.getByText('Please correct the following:').parentElement as HTMLElement;
    expect(summary).toHaveAttribute('role', 'alert');
    const links = within(summary).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Enter the school name (3 to 120 characters).');
    expect(links[1]).toHaveTextContent('Choose a school type.');
    await userEvent.click(links[1] as HTMLElement);
    expect(screen.getByLabelText('School type')).toHaveFocus();
    expect(client.calls).toHaveLength(0);

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create school account' }));
    // The user is read again; with the school account in $user the form gives way.
    expect(await screen.findByRole('link', { name: 'Go to my school' })).toBeInTheDocument();
    expect(client.calls[0]?.options?.json).toEqual({ name: 'Grundschule am Park', schoolType: 'primary', street: 'Parkweg 3', postcode: '10115', city: 'Berlin', country: 'DE' });
    expect(client.calls[1]?.path).toBe('v1/user');
    // spec §3 profileDetails.schoolAccount: the session's user shows the new role at once.
    expect($user.get()?.profileDetails.details.schoolAccount).toEqual({ school_id: 7, role: 'master', is_verified: false });
  });

  it("shows the API's field error on its field", async () => {
    setHttpClient(createFixtureClient({ 'post v3/schools': apiError(400, 'validation_failed', 'street') }));
    renderWithShell(<SchoolCreatePage {...props} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create school account' }));
    expect(await screen.findByLabelText('Street and number')).toHaveAccessibleDescription('Enter the street and number.');
  });

  it('tells a member of a school account that one school per account is the rule', async () => {
    $user.set(withSchool('member'));
    renderWithShell(<SchoolCreatePage {...props} />);
    expect(screen.getByText(/An account can belong to one school only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my school' })).toHaveAttribute('href', '/de/meine-schule');
    expect(screen.queryByLabelText('School name')).toBeNull();
  });

  it('asks anonymous visitors to log in', () => {
    logOut();
    renderWithShell(<SchoolCreatePage {...props} />);
    expect(screen.getByText('Log in to create a school account.')).toBeInTheDocument();
  });
});
