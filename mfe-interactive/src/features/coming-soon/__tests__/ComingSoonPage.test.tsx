import { screen } from '@testing-library/react';
import { renderWithShell } from '@teachmarket/shared-kit/testing';
import ComingSoonPage from '../ComingSoonPage';

describe('ComingSoonPage', () => {
  it.each([
    ['learningRooms', 'Learning rooms', /students join with a code/],
    ['courses', 'Courses', /puts an author's interactive materials in order/],
  ])('%s says what it is and that it is not available yet', (routeId, title, what) => {
    renderWithShell(<ComingSoonPage routeId={routeId} params={{}} world="de" query={new URLSearchParams()} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(what)).toBeInTheDocument();
    expect(screen.getByText('Coming to your country soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse interactive materials' })).toHaveAttribute('href', '/de/interaktiv/materialien');
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });
});
