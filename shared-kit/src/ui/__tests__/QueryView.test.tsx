import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../testing';
import { QueryView } from '../QueryView';
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
});
