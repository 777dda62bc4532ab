import { screen } from '@testing-library/react';
import { renderWithShell } from '../../../testing';
import { pageOf, Pager } from '../Pager';

describe('Pager', () => {
  const to = (page: number) => `/de/list?page=${page}`;

  it('links the previous and next pages with the texts of the given namespace', () => {
    renderWithShell(<Pager page={2} total={25} perPage={10} to={to} ns="author-page" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveClass('tm-pager');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/de/list?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/de/list?page=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('has no previous link on the first page, no next link on the last, and nothing for a single page', () => {
    const { unmount } = renderWithShell(<Pager page={3} total={25} perPage={10} to={to} ns="author-page" className="tm-other" />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveClass('tm-other');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    unmount();
    renderWithShell(<Pager page={1} total={10} perPage={10} to={to} ns="author-page" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads ?page= as a positive integer up to the cap', () => {
    expect(pageOf(new URLSearchParams(''), 400)).toBe(1);
    expect(pageOf(new URLSearchParams('page=abc'), 400)).toBe(1);
    expect(pageOf(new URLSearchParams('page=2.5'), 400)).toBe(1);
    expect(pageOf(new URLSearchParams('page=7'), 400)).toBe(7);
    expect(pageOf(new URLSearchParams('page=9999'), 400)).toBe(400);
  });
});
