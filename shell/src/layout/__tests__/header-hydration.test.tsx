import { $session, $user, $websocket, HydrationRoot, type User } from '@teachmarket/shared-kit';
import { MemoryRouter } from 'react-router';
import { createTestI18n } from '@teachmarket/shared-kit/testing';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { preloadBell } from '../../services/ui/NotificationsBell';
import { preloadUserMenu } from '../AccountMenu';
import { Header } from '../Header';

// Issue 15: the server renders the header without a session; a signed-in visitor's browser may have
// restored the session and connected the notifications socket before hydration is done. The hydration
// pass must still be the server's (useBrowserStore), or React throws the server's header away and
// reports hydration_mismatch (seen on about one signed-in page load in two, the bell read raw).
beforeAll(() => Promise.all([preloadUserMenu(), preloadBell()]));

const initial = { session: $session.get(), user: $user.get(), socket: $websocket.get() };
afterEach(() => {
  $session.set(initial.session);
  $user.set(initial.user);
  $websocket.set(initial.socket);
});

const page = (): ReactElement => (
  <I18nextProvider i18n={createTestI18n('en')}>
    <MemoryRouter initialEntries={['/de']}>
      <HydrationRoot hydrating>
        <Header world="de" apiUrl="https://api.teachmarket.test" />
      </HydrationRoot>
    </MemoryRouter>
  </I18nextProvider>
);

it('hydrates the server header although the session and the socket were ready first, then shows the signed-in parts', async () => {
  $session.set({ ...initial.session, status: 'validating', userId: null });
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  // What a signed-in visitor's browser may know before React hydrates.
  $session.set({ ...initial.session, status: 'loggedIn', userId: 2 });
  $user.set({ id: 2, email: 'sam@teachmarket.test', userName: 'Sam', isSeller: false, userImagePath: null, details: { publicName: 'Sam', imagePath: null } } as User);
  $websocket.set({ connected: true, lastMessage: null, notifications: [] });
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // From the second pass on: the bell and the account menu.
  expect(container.querySelector('.tm-notifications')).not.toBeNull();
  act(() => root?.unmount());
  container.remove();
});
