import { $cart, $session, $user, $websocket, href, setHttpClient, type User } from '@teachmarket/shared-kit';
import { createFixtureClient, renderWithShell } from '@teachmarket/shared-kit/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRecentNotifications } from '../../services/recent-notifications';
import { preloadBell } from '../../services/ui/NotificationsBell';
import { setSession, type Session } from '../../session/session';
import { preloadUserMenu } from '../AccountMenu';
import { Header } from '../Header';
import { preloadMenuPanel } from '../MobileMenu';

// The signed-in menu, the bell and the phone menu's panel are chunks loaded when first shown
// (lazy-dialog.tsx); loaded here, they render at once.
beforeAll(() => Promise.all([preloadUserMenu(), preloadMenuPanel(), preloadBell()]));

const API = 'https://api.teachmarket.test';
const initialSession = $session.get();
const initialCart = $cart.get();
const initialSocket = $websocket.get();
const logout = jest.fn(async () => undefined);

function logIn(overrides: Partial<User> = {}) {
  $session.set({ ...initialSession, status: 'loggedIn', userId: 2 });
  $user.set({
    id: 2,
    email: 'sam@teachmarket.test',
    userName: 'Sam Seller',
    isSeller: false,
    userImagePath: null,
    details: { publicName: 'Sam Seller', imagePath: null },
    profileDetails: { details: { currencyCode: 'EUR', schoolAccount: null } },
    ...overrides,
  } as User);
}

/** The phone layout: matchMedia answers the header's (max-width: 767px) query. */
function phone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

const render = () => renderWithShell(<Header world="de" apiUrl={API} />, { path: '/de/' });
const accountButton = () => screen.getByRole('button', { name: 'Account menu for Sam Seller' });

beforeEach(() => {
  setSession({ logout } as unknown as Session);
  logout.mockClear();
  phone(false);
});
afterEach(() => {
  cleanup();
  $session.set(initialSession);
  $user.set(null);
  $cart.set(initialCart);
  $websocket.set(initialSocket);
});

describe('Header (desktop)', () => {
  it('offers log in and sign up to visitors, and the cart with its count', () => {
    $session.set({ ...initialSession, status: 'anonymous' });
    render();
    expect(screen.getByTestId('header-login')).toHaveAttribute('href', href('login', {}, 'de'));
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', href('register', {}, 'de'));
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
    const cart = screen.getByRole('link', { name: '0 items in your cart' });
    expect(cart).toHaveAttribute('href', href('shoppingCart', {}, 'de'));
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('0');
    act(() => $cart.set({ ...initialCart, cartItems: [{ id: 1 }, { id: 2 }] as never }));
    expect(screen.getByRole('link', { name: '2 items in your cart' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'AI tools' })).toHaveAttribute('href', href('aiTools', {}, 'de'));
    expect(within(main).getByRole('link', { name: 'Help' })).toHaveAttribute('href', href('help', {}, 'de'));
  });

  it('shows nothing for the account while the session is validated', () => {
    render();
    expect(screen.queryByTestId('header-login')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-account')).not.toBeInTheDocument();
  });

  it('opens the account menu with ArrowDown on its first entry; arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    logIn();
    render();
    const button = accountButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Bought materials' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bought materials' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Bought materials' })).not.toBeInTheDocument();
  });

  it('opens with Enter and Space, closes on a click outside and when focus leaves it', async () => {
    const user = userEvent.setup();
    logIn();
    render();
    const button = accountButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Teachmarket home' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Help' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("links a buyer's cabinet pages; sellers also get their materials and sales, school members their school", async () => {
    const user = userEvent.setup();
    logIn();
    const { unmount } = render();
    await user.click(accountButton());
    const links = () => within(screen.getByRole('navigation', { name: /^Account menu for / })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links()).toEqual([
      ['Bought materials', href('boughtMaterials', {}, 'de')],
      ['Favourites', href('favourites', {}, 'de')],
      ['Settings', href('billingAddress', {}, 'de')],
    ]);
    expect(screen.getByText('sam@teachmarket.test')).toBeInTheDocument();
    unmount();

    logIn({ isSeller: true, profileDetails: { details: { currencyCode: 'EUR', schoolAccount: { school_id: 1, role: 'member', is_verified: true } } } as User['profileDetails'] });
    render();
    await user.click(accountButton());
    expect(links()).toEqual([
      ['Bought materials', href('boughtMaterials', {}, 'de')],
      ['Favourites', href('favourites', {}, 'de')],
      ['My materials', href('uploadEdit', {}, 'de')],
      ['Sales and downloads', href('salesDownloads', {}, 'de')],
      ['My school', href('mySchool', {}, 'de')],
      ['Settings', href('billingAddress', {}, 'de')],
    ]);
  });

  it('logs out from the menu (spec §4: reload, not the login page)', async () => {
    const user = userEvent.setup();
    logIn();
    render();
    await user.click(accountButton());
    await user.click(within(screen.getByTestId('header-account')).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledWith({ toLogin: false });
  });

  it("shows the user's avatar through the resize service, or the initial without a picture", () => {
    logIn({ userImagePath: '/images/avatars/2.svg' });
    const { container, unmount } = render();
    const img = container.querySelector('img.tm-avatar');
    expect(img?.getAttribute('src')).toBe(`${API}/images/resize?src=%2Fimages%2Favatars%2F2.svg&w=32&h=32&q=95&fit=cover`);
    unmount();
    logIn();
    render();
    // The initial is drawn by CSS from data-initials (not text: the button's visible text is the name).
    expect(accountButton().querySelector('.tm-avatar')).toHaveAttribute('data-initials', 'S');
  });

  it('the notifications bell shows the unread count and opens the panel; Escape closes it', async () => {
    const user = userEvent.setup();
    logIn();
    $websocket.set({
      connected: true,
      lastMessage: null,
      notifications: [
        { id: 'a', kind: 'sale', title: 'Fractions', materialId: 1, at: '2026-01-01T00:00:00Z', read: false },
        { id: 'b', kind: 'new_material', title: 'Verbs', materialId: 2, at: '2026-01-01T00:00:00Z', read: false },
        { id: 'c', kind: 'comment', title: 'Fractions', materialId: 1, at: '2026-01-01T00:00:00Z', read: false },
        { id: 'd', kind: 'comment_reply', title: 'Verbs', materialId: 2, at: '2026-01-01T00:00:00Z', read: false },
      ],
    });
    render();
    const bell = screen.getByRole('button', { name: 'Notifications, 4 unread' });
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('4');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('You sold “Fractions”')).toBeVisible();
    // Issue 18: a comment on your material and the author's answer to yours.
    expect(screen.getByText('New comment on “Fractions”')).toBeVisible();
    expect(screen.getByText('The author answered you on “Verbs”')).toBeVisible();
    // s16 QA2: each line leads to its material (the page puts right a slug that differs).
    expect(screen.getByRole('link', { name: 'New comment on “Fractions”' })).toHaveAttribute('href', href('material', { id: '1', slug: 'fractions' }, 'de'));
    expect(screen.getByRole('link', { name: 'The author answered you on “Verbs”' })).toHaveAttribute('href', href('material', { id: '2', slug: 'verbs' }, 'de'));
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBe(bell);
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });
});

describe('Header bell after a reload (s17 QA3)', () => {
  it('shows the notifications the API keeps, with their read state, and tells the API when the bell is opened', async () => {
    const user = userEvent.setup();
    const client = createFixtureClient({
      'get v3/notifications': {
        items: [
          { id: 'n2', kind: 'comment', title: 'Plate tectonics', materialId: 271, at: '2026-11-26T10:00:00Z', read: false },
          { id: 'n1', kind: 'sale', title: 'Fractions', materialId: 1, at: '2026-11-25T10:00:00Z', read: true },
        ],
      },
      'post v3/notifications/read': { read: 1 },
    });
    setHttpClient(client);
    logIn();
    // A fresh page: the socket has not connected and pushed nothing yet.
    render();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await act(() => loadRecentNotifications());
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(screen.getByRole('link', { name: 'New comment on “Plate tectonics”' })).toHaveAttribute('href', href('material', { id: '271', slug: 'plate-tectonics' }, 'de'));
    expect(screen.getByRole('link', { name: 'You sold “Fractions”' })).toBeVisible();
    expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    expect(client.calls.filter((c) => c.method === 'post')).toEqual([{ method: 'post', path: 'v3/notifications/read', options: { json: { ids: ['n2'] } } }]);
  });
});

describe('Header (phone)', () => {
  beforeEach(() => phone(true));

  it('keeps one row: search toggle, cart and menu; the search box appears on demand', async () => {
    const user = userEvent.setup();
    $session.set({ ...initialSession, status: 'anonymous' });
    render();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-login')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 items in your cart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show search' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('Escape in the search row closes it and focus goes back to its toggle (issue 20)', async () => {
    const user = userEvent.setup();
    $session.set({ ...initialSession, status: 'anonymous' });
    render();
    await user.click(screen.getByRole('button', { name: 'Show search' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the menu panel holds navigation and account, traps focus and closes with Escape', async () => {
    const user = userEvent.setup();
    logIn({ isSeller: true });
    render();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(panel).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    const account = within(panel).getByTestId('header-account');
    expect(within(account).getByRole('link', { name: 'Sales and downloads' })).toHaveAttribute('href', href('salesDownloads', {}, 'de'));
    expect(within(panel).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // The country switch (issue 18) is the panel's last control: folded, its countries are not tabbable.
    const countries = within(panel).getByRole('button', { name: 'Country: Germany. Change country' });
    countries.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(countries).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledWith({ toLogin: false });
  });

  it('offers log in to visitors inside the panel; following a link closes it', async () => {
    const user = userEvent.setup();
    $session.set({ ...initialSession, status: 'anonymous' });
    render();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const login = within(screen.getByRole('dialog')).getByTestId('header-login');
    expect(login).toHaveAttribute('href', href('login', {}, 'de'));
    await user.click(login);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
