import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, $user, setHttpClient, type Material, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, materialSummary, renderWithShell } from '@teachmarket/shared-kit/testing';
import { RecommendForm } from '../RecommendForm';

const material = materialSummary({ id: 8 }) as Material;

describe('RecommendForm', () => {
  const initial = $session.get();
  beforeEach(() => {
    $session.set({ ...initial, status: 'loggedIn', userId: 1 });
    $user.set({ id: 1, email: 'buyer@teachmarket.test' } as User);
  });
  afterEach(() => {
    $session.set(initial);
    $user.set(null);
  });

  it('is not offered to anonymous visitors', () => {
    $session.set({ ...initial, status: 'anonymous' });
    renderWithShell(<RecommendForm material={material} />);
    expect(screen.queryByRole('button', { name: 'Recommend to a colleague' })).not.toBeInTheDocument();
  });

  it('checks address and message length on their fields', async () => {
    const client = createFixtureClient({});
    setHttpClient(client);
    renderWithShell(<RecommendForm material={material} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommend to a colleague' }));
    await userEvent.type(screen.getByLabelText("Colleague's e-mail address"), 'buyer@teachmarket.test');
    await userEvent.click(screen.getByLabelText('Personal message (optional)'));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(screen.getByLabelText("Colleague's e-mail address")).toHaveAccessibleDescription("Enter a colleague's address, not your own.");
    expect(screen.getByLabelText('Personal message (optional)')).toHaveAccessibleDescription('Keep the message to 500 characters or fewer.');
    expect(client.calls).toHaveLength(0);
  });

  it('sends the recommendation with the message', async () => {
    const client = createFixtureClient({ 'post v3/recommendations': { success: true } });
    setHttpClient(client);
    renderWithShell(<RecommendForm material={material} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommend to a colleague' }));
    await userEvent.type(screen.getByLabelText("Colleague's e-mail address"), 'friend@school.test');
    await userEvent.type(screen.getByLabelText('Personal message (optional)'), 'Look at this!');
    await userEvent.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your recommendation was sent to friend@school.test.');
    expect(client.calls[0]?.options?.json).toEqual({ materialId: 8, email: 'friend@school.test', message: 'Look at this!' });
  });
});
