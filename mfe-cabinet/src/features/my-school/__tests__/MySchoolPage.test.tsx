import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, setHttpClient, type MySchoolResponse } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { CabinetNav } from '../../../ui/CabinetNav';
import { apiError, logIn, reset } from '../../../ui/__tests__/session';
import MySchoolPage from '../MySchoolPage';

const props = (query = '') => ({ routeId: 'mySchool', params: {}, world: 'de' as const, query: new URLSearchParams(query) });
const mine = (over: Partial<MySchoolResponse> = {}): MySchoolResponse => ({
  school: {
    id: 7, name: 'Grundschule am Park', schoolType: 'primary', world: 'de', createdAt: '2025-01-01T00:00:00.000Z',
    address: null, verification: { state: 'unverified', domain: null, requestedAt: null },
  },
  role: 'master',
  members: [
    { id: 1, publicName: 'Bea Buyer', email: 'me@teachmarket.test', role: 'master' },
    { id: 5, publicName: 'Kim Kollegin', email: 'kim@school.test', role: 'member' },
  ],
  invitations: [{ id: 3, email: 'neu@school.test', newAccount: true, createdAt: '2025-02-01T00:00:00.000Z', expiresAt: '2025-02-15T00:00:00.000Z', expired: false }],
  wishlistTotal: 4,
  ...over,
});

describe('MySchoolPage', () => {
  beforeEach(() => logIn());
  afterEach(reset);

  it('shows the admin the school, its members and invitations, and sends an invitation', async () => {
    const client = createFixtureClient({ 'get v3/schools/mine': mine(), 'post v3/schools/invitations': { success: true } });
    setHttpClient(client);
    renderWithShell(<MySchoolPage {...props()} />);
    expect(await screen.findByRole('heading', { name: 'Grundschule am Park' })).toBeInTheDocument();
    expect(screen.getByText('School type: Primary school')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'School wishlist' })).toHaveAttribute('href', '/de/schul-wunschliste');
    expect(screen.getAllByTestId('school-member')).toHaveLength(2);
    expect(within(screen.getByTestId('school-invitation')).getByText('neu@school.test')).toBeInTheDocument();

    // s17 QA3: an empty address, then a bad one: each time the focus goes to the field with the message.
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText("Colleague's e-mail address")).toHaveFocus());
    expect(screen.getByLabelText("Colleague's e-mail address")).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await userEvent.type(screen.getByLabelText("Colleague's e-mail address"), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText("Colleague's e-mail address")).toHaveAccessibleDescription('Enter a valid e-mail address.');
    // s17 QA3: the focus goes to the field with the message (it stayed on the button).
    await waitFor(() => expect(screen.getByLabelText("Colleague's e-mail address")).toHaveFocus());
    expect(client.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Colleague's e-mail address"));
    await userEvent.type(screen.getByLabelText("Colleague's e-mail address"), 'tom@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to tom@school.test.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ email: 'tom@school.test' });
  });

  it('names an open invitation for the address on the e-mail field', async () => {
    setHttpClient(createFixtureClient({ 'get v3/schools/mine': mine(), 'post v3/schools/invitations': apiError(409, 'already_invited', 'email') }));
    renderWithShell(<MySchoolPage {...props()} />);
    await userEvent.type(await screen.findByLabelText("Colleague's e-mail address"), 'neu@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This address already has an open invitation.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Colleague's e-mail address")).toHaveFocus());
  });

  it('removes a member only after confirmation', async () => {
    const client = createFixtureClient({ 'get v3/schools/mine': mine(), 'delete v3/schools/members/5': { success: true } });
    setHttpClient(client);
    renderWithShell(<MySchoolPage {...props()} />);
    const kim = (await screen.findAllByTestId('school-member'))[1] as HTMLElement;
    await userEvent.click(within(kim).getByRole('button', { name: 'Remove' }));
    expect(within(kim).getByRole('alertdialog')).toHaveTextContent('Remove Kim Kollegin from the school account?');
    // s16 QA2: the focus moves into the question (to Cancel) and back to Remove after cancelling.
    expect(within(kim).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(kim).getByRole('button', { name: 'Cancel' }));
    expect(within(kim).getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(client.calls.some((c) => c.method === 'delete')).toBe(false);
    await userEvent.click(within(kim).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(kim).getByRole('button', { name: 'Confirm' }));
    await screen.findAllByTestId('school-member');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus());
    expect(client.calls.some((c) => c.method === 'delete' && c.path === 'v3/schools/members/5')).toBe(true);
    // The page loads the school again after the change.
    expect(client.calls.filter((c) => c.path === 'v3/schools/mine').length).toBeGreaterThanOrEqual(2);
  });

  it('hands over the admin role after confirmation and reads the user again', async () => {
    const client = createFixtureClient({
      'get v3/schools/mine': mine(), 'post v3/schools/transfer-admin': { success: true },
      'get v1/user': { items: [{ id: 1, email: 'me@teachmarket.test', isSeller: false, profileDetails: { details: { currencyCode: 'EUR', schoolAccount: { school_id: 7, role: 'member', is_verified: false } } } }] },
    });
    setHttpClient(client);
    renderWithShell(<MySchoolPage {...props()} />);
    const kim = (await screen.findAllByTestId('school-member'))[1] as HTMLElement;
    await userEvent.click(within(kim).getByRole('button', { name: 'Make admin' }));
    await userEvent.click(within(kim).getByRole('button', { name: 'Confirm' }));
    await screen.findAllByTestId('school-member');
    expect(client.calls.find((c) => c.path === 'v3/schools/transfer-admin')?.options?.json).toEqual({ userId: 5 });
    expect($user.get()?.profileDetails.details.schoolAccount?.role).toBe('member');
  });

  it('shows a member the school without admin tools', async () => {
    setHttpClient(createFixtureClient({ 'get v3/schools/mine': mine({ role: 'member', invitations: [] }) }));
    renderWithShell(<MySchoolPage {...props()} />);
    expect(await screen.findByText('You are a member of this school account.')).toBeInTheDocument();
    expect(screen.getByText('Only the school admin can request verification.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByLabelText("Colleague's e-mail address")).toBeNull();
  });

  it('offers users in no school to create one', async () => {
    setHttpClient(createFixtureClient({ 'get v3/schools/mine': apiError(403, 'not_in_school') }));
    renderWithShell(<MySchoolPage {...props()} />);
    expect(await screen.findByRole('link', { name: 'Create a school account' })).toHaveAttribute('href', '/de/schule-erstellen');
  });

  it('accepts an invitation from the mailed link, then shows the school', async () => {
    let member = false;
    const client = createFixtureClient({
      'get v3/school-invitations/tok_1234567890': { schoolName: 'Grundschule am Park', schoolType: 'primary', email: 'me@teachmarket.test', forYou: true, inSchool: false },
      'post v3/school-invitations/accept': () => { member = true; return { schoolId: 7 }; },
      'get v1/user': { items: [{ id: 1, email: 'me@teachmarket.test', isSeller: false, profileDetails: { details: { currencyCode: 'EUR', schoolAccount: { school_id: 7, role: 'member', is_verified: false } } } }] },
      'get v3/schools/mine': () => (member ? mine({ role: 'member', invitations: [] }) : apiError(403, 'not_in_school')),
    });
    setHttpClient(client);
    renderWithShell(<MySchoolPage {...props('invitation=tok_1234567890')} />);
    expect(await screen.findByText('You are invited to join Grundschule am Park as a member.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the school' }));
    expect(await screen.findByText('Welcome! You are now a member of Grundschule am Park.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Grundschule am Park' })).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === 'v3/school-invitations/accept')?.options?.json).toEqual({ token: 'tok_1234567890' });
    expect($user.get()?.profileDetails.details.schoolAccount?.school_id).toBe(7);
  });

  it('explains an invitation meant for another account', async () => {
    setHttpClient(createFixtureClient({
      'get v3/school-invitations/tok_1234567890': { schoolName: 'Grundschule am Park', schoolType: 'primary', email: 'kim@school.test', forYou: false, inSchool: false },
      'get v3/schools/mine': apiError(403, 'not_in_school'),
    }));
    renderWithShell(<MySchoolPage {...props('invitation=tok_1234567890')} />);
    expect(await screen.findByText('This invitation was sent to kim@school.test. Log in with that account to accept it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the school' })).toBeNull();
  });
});

describe('CabinetNav school entries', () => {
  afterEach(reset);
  const links = () => screen.getAllByRole('link').map((a) => a.textContent);

  it('shows members their school, the admin also the school account, others "create"', () => {
    const { unmount } = renderWithShell(<CabinetNav world="de" routeId="mySchool" isSeller={false} schoolRole="member" />);
    expect(links()).toEqual(expect.arrayContaining(['My school', 'School wishlist']));
    expect(links()).not.toContain('School account');
    expect(screen.getByRole('link', { name: 'My school' })).toHaveAttribute('aria-current', 'page');
    unmount();
    const admin = renderWithShell(<CabinetNav world="de" routeId="mySchool" isSeller={false} schoolRole="master" />);
    expect(links()).toEqual(expect.arrayContaining(['My school', 'School account']));
    admin.unmount();
    renderWithShell(<CabinetNav world="de" routeId="bought" isSeller={false} schoolRole={null} />);
    expect(links()).toContain('Create a school account');
    expect(links()).not.toContain('My school');
  });
});
