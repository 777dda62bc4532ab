import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { BrowserRouter, Link, useSearchParams } from './light';

// Issue 16: shared-kit's own Link, BrowserRouter and useSearchParams (the builds leave react-router's DOM
// module out) behave like react-router's for what the apps use.
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="where">{`${location.pathname}${location.search}|${type}|${JSON.stringify(location.state ?? null)}`}</output>;
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  function renderAt(path: string, link: React.ReactNode) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        {link}
        <Where />
      </MemoryRouter>,
    );
  }

  it('renders the href and navigates client-side on a plain click, with state', () => {
    renderAt('/de', <Link to="/de/suche?q=1" state={{ from: 'home' }} className="c">go</Link>);
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/de/suche?q=1');
    expect(link.className).toBe('c');
    expect(fireEvent.click(link, { button: 0 })).toBe(false); // default prevented
    expect(where()).toBe('/de/suche?q=1|PUSH|{"from":"home"}');
  });

  it('replaces the entry for a link to the current page, or when asked', () => {
    renderAt('/de/a', <><Link to="/de/a">same</Link><Link to="/de/b" replace>other</Link></>);
    fireEvent.click(screen.getByRole('link', { name: 'same' }), { button: 0 });
    expect(where()).toBe('/de/a|REPLACE|null');
    fireEvent.click(screen.getByRole('link', { name: 'other' }), { button: 0 });
    expect(where()).toBe('/de/b|REPLACE|null');
  });

  it('leaves modified clicks, other targets, reloadDocument and other origins to the browser', () => {
    const onClick = jest.fn();
    renderAt('/de', <>
      <Link to="/de/x" onClick={onClick}>mod</Link>
      <Link to="/de/y" target="_blank">blank</Link>
      <Link to="/de/z" reloadDocument>reload</Link>
      <Link to="https://example.org/p">away</Link>
      <Link to={`${window.location.origin}/de/same-origin`}>same origin</Link>
    </>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'mod' }), { button: 0, ctrlKey: true })).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(fireEvent.click(screen.getByRole('link', { name: 'blank' }), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'reload' }), { button: 0 })).toBe(true);
    expect(screen.getByRole('link', { name: 'away' }).getAttribute('href')).toBe('https://example.org/p');
    expect(where()).toBe('/de|POP|null');
    // An absolute URL of this origin is a path of the app.
    expect(screen.getByRole('link', { name: 'same origin' }).getAttribute('href')).toBe('/de/same-origin');
    fireEvent.click(screen.getByRole('link', { name: 'same origin' }), { button: 0 });
    expect(where()).toBe('/de/same-origin|PUSH|null');
  });

  it('lets an onClick that prevents the default stop the navigation', () => {
    renderAt('/de', <Link to="/de/x" onClick={(e) => e.preventDefault()}>stop</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'stop' }), { button: 0 });
    expect(where()).toBe('/de|POP|null');
  });
});

describe('useSearchParams', () => {
  function Query() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <output data-testid="q">{params.toString()}</output>
        <button onClick={() => setParams((prev) => { prev.set('page', '2'); return prev; })}>next</button>
      </>
    );
  }

  it('reads the query and navigates to the next one', () => {
    render(<MemoryRouter initialEntries={['/de/suche?q=mathe']}><Query /><Where /></MemoryRouter>);
    expect(screen.getByTestId('q').textContent).toBe('q=mathe');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/de/suche?q=mathe&page=2|PUSH|null');
    expect(screen.getByTestId('q').textContent).toBe('q=mathe&page=2');
  });
});

describe('BrowserRouter', () => {
  it('renders the window location and follows Link and the back button', async () => {
    window.history.replaceState(null, '', '/de/start');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/de/start" element={<Link to="/de/ziel">weiter</Link>} />
          <Route path="/de/ziel" element={<p>Ziel</p>} />
        </Routes>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'weiter' }), { button: 0 });
    expect(await screen.findByText('Ziel')).toBeTruthy();
    expect(window.location.pathname).toBe('/de/ziel');
    window.history.back();
    expect(await screen.findByRole('link', { name: 'weiter' })).toBeTruthy();
  });
});
