import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollToTop } from '../scroll-to-top';

const nav: { current: NavigateFunction | null } = { current: null };
function Page() {
  useScrollToTop();
  const navigate = useNavigate();
  useEffect(() => {
    nav.current = navigate;
  }, [navigate]);
  return null;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/de/a']}>
      <Page />
    </MemoryRouter>,
  );
  return { navigate: (to: string | number) => (typeof to === 'number' ? nav.current?.(to) : nav.current?.(to)) };
}

describe('useScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('does not scroll on the first render', () => {
    setup();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when a link leads to another path', async () => {
    const router = setup();
    await act(() => router.navigate('/de/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place when only the query changes, for an anchor, and on back', async () => {
    const router = setup();
    await act(() => router.navigate('/de/a?page=2'));
    await act(() => router.navigate('/de/c#data_protection'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/de/d'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
