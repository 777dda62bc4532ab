import { fireEvent, screen } from '@testing-library/react';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { logIn, reset } from '../../../ui/__tests__/session';
import NpsPage from '../NpsPage';

const props = { routeId: 'nps', params: {}, world: 'de' as const, query: new URLSearchParams() };
const open = { canAnswer: true, lastScore: null, lastAnsweredAt: null, nextAt: null };
const done = { canAnswer: false, lastScore: 9, lastAnsweredAt: '2026-11-20T10:00:00.000Z', nextAt: '2027-02-18T10:00:00.000Z' };

describe('NpsPage', () => {
  afterEach(reset);

  it('asks for a score first, then sends score and comment and thanks', async () => {
    logIn(false);
    const client = createFixtureClient({ 'get v1/account/nps': { item: open }, 'post v1/account/nps': { item: done } });
    setHttpClient(client);
    renderWithShell(<NpsPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a number from 0 to 10.');
    expect(client.calls.filter((c) => c.method === 'post')).toEqual([]);

    expect(screen.getAllByRole('radio')).toHaveLength(11);
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    fireEvent.change(screen.getByLabelText('What is the main reason for your score? (optional)'), { target: { value: ' Gute Materialien ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you for your answer!')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'post')?.options?.json).toEqual({ score: 9, comment: 'Gute Materialien' });
    expect(screen.getByText('You can answer again from February 18, 2027.')).toBeInTheDocument();
  });

  it('shows the last answer instead of the form within 90 days', async () => {
    logIn(false);
    setHttpClient(createFixtureClient({ 'get v1/account/nps': { item: done } }));
    renderWithShell(<NpsPage {...props} />);
    expect(await screen.findByText('You have already answered.')).toBeInTheDocument();
    expect(screen.getByText('Your score: 9 (on November 20, 2026)')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
