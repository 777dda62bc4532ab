import { fireEvent, screen, within } from '@testing-library/react';
import { href, setHttpClient, type Referral } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { apiError, logIn, logOut, reset } from '../../../ui/__tests__/session';
import InvitationPage from '../InvitationPage';

const props = { routeId: 'invitation', params: {}, world: 'de' as const, query: new URLSearchParams() };
const row = (over: Partial<Referral>): Referral => ({
  id: 1, email: null, name: null, state: 'sent', invitedAt: null, registeredAt: null, rewardedAt: null, reward: null, ...over,
});
const overview = (invitations: Referral[], extra: Record<string, unknown> = {}) => ({
  item: { code: 'abcd23efgh', reward: 2, currencyCode: 'EUR', invitationsPerDay: 20, earned: 2, invitedBy: null, invitations, ...extra },
});
const LIST = [
  row({ id: 3, email: 'kim@example.org', state: 'sent', invitedAt: '2026-03-02T10:00:00.000Z' }),
  row({ id: 2, email: 'ali@example.org', name: 'Ali', state: 'registered', invitedAt: '2026-02-01T10:00:00.000Z', registeredAt: '2026-02-03T10:00:00.000Z' }),
  row({ id: 1, name: 'Bo', state: 'rewarded', registeredAt: '2026-01-03T10:00:00.000Z', rewardedAt: '2026-01-05T10:00:00.000Z', reward: 2 }),
];

describe('InvitationPage', () => {
  afterEach(reset);

  it('shows the rule, the personal sign-up link and every invitation with its state', async () => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/referrals': overview(LIST) }));
    renderWithShell(<InvitationPage {...props} />);
    expect(await screen.findByText(/you get 2,00\s€ in credits\./)).toBeInTheDocument();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent(/Earned so far: 2,00\s€/);
    expect(screen.getByRole('link', { name: 'See my credits' })).toHaveAttribute('href', href('credit', {}, 'de'));
    expect(screen.getByLabelText('Share this link with colleagues')).toHaveValue(
      `${window.location.origin}${href('register', {}, 'de', { query: { ref: 'abcd23efgh' } })}`,
    );
    const rows = screen.getAllByTestId('referral-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Invitation sent', 'Registered', 'Rewarded']);
    expect(rows[1]).toHaveTextContent('ali@example.org (Ali)');
    expect(rows[2]).toHaveTextContent('Bo · signed up through your link');
    expect(rows[2]).toHaveTextContent(/\+2,00\s€/);
    expect(screen.getByText('You can send up to 20 invitations a day.')).toBeInTheDocument();
    // The cabinet navigation has the page's entry, marked as the current one.
    expect(screen.getByRole('link', { name: 'Invite colleagues' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites by e-mail: checks the address first, then sends it and lists the invitation as sent', async () => {
    logIn();
    const sent = row({ id: 9, email: 'new@example.org', invitedAt: '2026-03-05T10:00:00.000Z' });
    const client = createFixtureClient({ 'get v1/referrals': overview([]), 'post v1/referrals/invitations': { item: sent } });
    setHttpClient(client);
    renderWithShell(<InvitationPage {...props} />);
    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
    const field = screen.getByLabelText("Your colleague's e-mail address");
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(client.calls.filter((c) => c.method === 'post')).toEqual([]);

    fireEvent.change(field, { target: { value: ' new@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.org.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ email: 'new@example.org' });
    expect(within(screen.getByTestId('referral-row')).getByText('Invitation sent')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it.each([
    ['already_invited', 409, 'You have already invited this colleague.'],
    ['already_registered', 409, 'This colleague already has a Teachmarket account.'],
    ['rate_limited', 429, 'You have sent all invitations for today. Please try again tomorrow.'],
  ])('explains the refusal %s', async (code, status, text) => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/referrals': overview([]), 'post v1/referrals/invitations': apiError(status, code, status === 409 ? 'email' : undefined) }));
    renderWithShell(<InvitationPage {...props} />);
    fireEvent.change(await screen.findByLabelText("Your colleague's e-mail address"), { target: { value: 'kim@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryAllByTestId('referral-row')).toEqual([]);
  });

  it('copies the link to the clipboard', async () => {
    logIn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setHttpClient(createFixtureClient({ 'get v1/referrals': overview([]) }));
    renderWithShell(<InvitationPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('?ref=abcd23efgh'));
  });

  it('tells the invited user who invited them', async () => {
    logIn();
    setHttpClient(createFixtureClient({ 'get v1/referrals': overview([], { invitedBy: 'Ines', earned: 0 }) }));
    renderWithShell(<InvitationPage {...props} />);
    expect(await screen.findByText('You joined Teachmarket on the invitation of Ines.')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in and requests nothing', () => {
    logOut();
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<InvitationPage {...props} />);
    expect(screen.getByText('Log in to invite colleagues and see your invitations.')).toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });
});
