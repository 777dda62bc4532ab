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
    await userEvent.type(await screen.findByLabelText("Colleague's e-mail address"), 'buyer@teachmarket.test');
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
    await userEvent.type(await screen.findByLabelText("Colleague's e-mail address"), 'friend@school.test');
    await userEvent.type(screen.getByLabelText('Personal message (optional)'), 'Look at this!');
    await userEvent.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your recommendation was sent to friend@school.test.');
    expect(client.calls[0]?.options?.json).toEqual({ materialId: 8, email: 'friend@school.test', message: 'Look at this!' });
  });

  it('Escape in the opened form closes it like Cancel, and focus goes back to its button (issue 20)', async () => {
    setHttpClient(createFixtureClient({}));
    renderWithShell(<RecommendForm material={material} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommend to a colleague' }));
    await userEvent.type(await screen.findByLabelText("Colleague's e-mail address"), 'friend');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText("Colleague's e-mail address")).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Recommend to a colleague' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
    // Cancel does the same.
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Recommend to a colleague' })).toHaveFocus();
  });

  it('after sending, focus is on the button to recommend again (not the page body)', async () => {
    setHttpClient(createFixtureClient({ 'post v3/recommendations': { success: true } }));
    renderWithShell(<RecommendForm material={material} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommend to a colleague' }));
    await userEvent.type(await screen.findByLabelText("Colleague's e-mail address"), 'friend@school.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send recommendation' }));
    await screen.findByRole('status');
    expect(screen.getByRole('button', { name: 'Recommend to a colleague' })).toHaveFocus();
  });
});
