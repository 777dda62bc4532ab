import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../testing';
import { QueryView } from '../QueryView';
import { LoadingState } from '../LoadingState';
import { SLOW_LOAD_MS } from '../StateViews';
import { useQuery } from '../use-query';
import type { ApiState } from '../use-query';

const show = (query: ApiState<{ name: string }>, retry = jest.fn()) =>
  renderWithShell(<QueryView query={{ ...query, retry }}>{(data) => <p>Hello {data.name}</p>}</QueryView>);

describe('QueryView', () => {
  it('shows the skeleton while loading, and no content', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it('shows the error with a retry that reloads the read', async () => {
    const retry = jest.fn();
    show({ status: 'error', error: { status: 500, code: 'internal', cancelled: false } }, retry);
    expect(screen.getByTestId('api-error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('renders the content made from the data', () => {
    show({ status: 'success', data: { name: 'Ada' } });
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  describe('a read that loads for long (s16 QA row 3: the client has no timeout, spec §9)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says after 8 s that the server is slow and offers "Try again", which asks for the read again', () => {
      const retry = jest.fn();
      show({ status: 'loading' }, retry);
      act(() => jest.advanceTimersByTime(SLOW_LOAD_MS - 1));
      expect(screen.queryByText('The server is taking longer than usual.')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('The server is taking longer than usual.');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledTimes(1);
    });

    it("a hanging read is really asked again, and the answer replaces the loading state (useQuery's retry)", async () => {
      const answers: ((name: string) => void)[] = [];
      const load = jest.fn(() => new Promise<{ name: string }>((resolve) => answers.push((name) => resolve({ name }))));
      function Page() {
        const read = useQuery(['slowRead', 1], load);
        return <QueryView query={read}>{(data) => <p>Hello {data.name}</p>}</QueryView>;
      }
      renderWithShell(<Page />);
      act(() => jest.advanceTimersByTime(SLOW_LOAD_MS));
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => answers[1]!('Ada'));
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();
      // The first request answering late changes nothing.
      await act(async () => answers[0]!('Old'));
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    });

    it('a page that renders the loading state itself gets the notice too; "Try again" asks again for the reads still waiting', async () => {
      const answers: ((name: string) => void)[] = [];
      const load = jest.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
      function Page() {
        const read = useQuery(['slowRead', 2], load);
        return read.status === 'success' ? <p>Hello {read.data}</p> : <LoadingState lines={2} />;
      }
      renderWithShell(<Page />);
      act(() => jest.advanceTimersByTime(SLOW_LOAD_MS));
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => answers[1]!('Bo'));
      expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    });

    it('without a read waiting (a login check, a chunk) it only says so, with no button that would do nothing', () => {
      renderWithShell(<LoadingState />);
      act(() => jest.advanceTimersByTime(SLOW_LOAD_MS));
      expect(screen.getByRole('status')).toHaveTextContent('The server is taking longer than usual.');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
