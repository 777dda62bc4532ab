import { $announcement } from '@teachmarket/shared-kit';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { sayAfterNextTitle } from '../after-title';
import { startRouteFocus } from '../route-focus';
import { useRouteFocus } from '../use-route-focus';

const nav: { current: NavigateFunction | null } = { current: null };

/** A page that shows its h1 only after its (lazy) content "arrived", as a remote page does. */
function LazyPage() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, [pathname]);
  useEffect(() => {
    document.title = `Title of ${pathname}`;
  }, [pathname]);
  return ready ? <h1>Heading of {pathname}</h1> : <p>Loading</p>;
}

function App() {
  useRouteFocus();
  const navigate = useNavigate();
  useEffect(() => {
    nav.current = navigate;
  }, [navigate]);
  return (
    <>
      <a href="#x">Header link</a>
      <main id="main" tabIndex={-1}>
        <LazyPage />
      </main>
    </>
  );
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/de/a']}>
      <App />
    </MemoryRouter>,
  );
}

describe('useRouteFocus (issue 20: one focus rule for every page)', () => {
  beforeEach(() => {
    $announcement.set({ message: '', seq: 0 });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('leaves focus alone on the first load', async () => {
    setup();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(document.body).toHaveFocus();
    expect($announcement.get().message).toBe('');
  });

  it('after a route change, focuses the new h1 once it is rendered and announces the new title', async () => {
    setup();
    const link = screen.getByRole('link', { name: 'Header link' });
    link.focus();
    await act(async () => {
      await nav.current?.('/de/b');
    });
    // The lazy page has no heading yet: focus waits where it was.
    expect(link).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(100));
    const heading = screen.getByRole('heading', { level: 1, name: 'Heading of /de/b' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect($announcement.get().message).toBe('Title of /de/b');
  });

  it('says what the country switch left for the next title right after it, once (issue 18)', async () => {
    setup();
    screen.getByRole('link', { name: 'Header link' }).focus();
    let made = 0;
    // Made when it is said (the new world's texts are in by then), not when it is left.
    sayAfterNextTitle(() => `Paese cambiato: Italia ${++made}`);
    await act(async () => {
      await nav.current?.('/de/b');
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect($announcement.get().message).toBe('Title of /de/b Paese cambiato: Italia 1');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(async () => {
      await nav.current?.('/de/c');
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect($announcement.get().message).toBe('Title of /de/c');
    expect(made).toBe(1);
  });

  it('the new title stands alone even when the previous page title was said a moment before (quick keyboard users)', async () => {
    setup();
    screen.getByRole('link', { name: 'Header link' }).focus();
    await act(async () => {
      await nav.current?.('/de/b');
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect($announcement.get().message).toBe('Title of /de/b');
    // Well within the join window of announce(): the next page follows at once.
    await act(async () => {
      await nav.current?.('/de/c');
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect($announcement.get().message).toBe('Title of /de/c');
  });

  it('a click made before the rule is loaded leads too: the menu the user opened keeps focus', async () => {
    setup();
    const link = screen.getByRole('link', { name: 'Header link' });
    await act(async () => {
      await nav.current?.('/de/b');
    });
    // The new page's heading is not there yet (in a browser the rule's chunk may still be loading) when
    // the user clicks a control of the header.
    act(() => {
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      link.focus();
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { level: 1, name: 'Heading of /de/b' })).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    setup();
    await act(() => jest.advanceTimersByTimeAsync(100));
    const link = screen.getByRole('link', { name: 'Header link' });
    link.focus();
    await act(async () => {
      await nav.current?.('/de/a?page=2');
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(link).toHaveFocus();
  });
});

describe('startRouteFocus', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('falls back to main when no heading appears in time', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>No heading</p></main>';
    const main = document.getElementById('main') as HTMLElement;
    startRouteFocus(main, 500);
    expect(document.body).toHaveFocus();
    jest.advanceTimersByTime(500);
    expect(main).toHaveFocus();
  });

  it('moves focus from main to a heading that comes late, while the user has not moved on', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>Loading</p></main>';
    const main = document.getElementById('main') as HTMLElement;
    startRouteFocus(main, 500);
    jest.advanceTimersByTime(500);
    expect(main).toHaveFocus();
    const heading = document.createElement('h1');
    main.append(heading);
    return Promise.resolve().then(() => expect(heading).toHaveFocus());
  });

  it('stops waiting when the user presses a key (the user leads)', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<main id="main" tabindex="-1"></main><button>Other</button>';
    const main = document.getElementById('main') as HTMLElement;
    startRouteFocus(main, 500);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    jest.advanceTimersByTime(500);
    expect(main).not.toHaveFocus();
  });

  it('keeps a place the page chose itself (e.g. the first invalid field)', async () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><input aria-label="Name" /></main>';
    const main = document.getElementById('main') as HTMLElement;
    const input = main.querySelector('input') as HTMLInputElement;
    const stop = startRouteFocus(main, 500);
    input.focus();
    const heading = document.createElement('h1');
    heading.textContent = 'Form';
    main.prepend(heading);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input).toHaveFocus();
    stop();
  });
});
