import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n } from '@teachmarket/shared-kit/testing';
import { Session, setSession } from '../../../session/session';

/** The English test i18n the pages render with (its language formats dates and times in tests). */
export const i18n = createTestI18n();

/** The API's error body as the client's HTTPError carries it. */
export const apiError = (status: number, code: string, field?: string) =>
  Object.assign(new Error(`status ${status}`), {
    name: 'HTTPError',
    response: { status, clone: () => ({ json: async () => ({ error: { code, field } }) }) },
  });

interface Options {
  /** What any other path shows (where a page sends the visitor next). */
  elsewhere?: string;
  /** Rendered above the router (e.g. the impersonation banner). */
  above?: ReactNode;
}

/** Renders account pages at a URL with fixture API answers: each path of `routes` shows its page. */
export function renderRoutes(url: string, routes: Record<string, ReactNode>, answers: Record<string, unknown>, { elsewhere = 'Elsewhere', above }: Options = {}) {
  const client = createFixtureClient(answers);
  setHttpClient(client);
  render(
    <I18nextProvider i18n={i18n}>
      {above}
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => <Route key={path} path={path} element={element} />)}
          <Route path="*" element={<p>{elsewhere}</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}

/**
 * The same for pages that log in (login, log in as, social callbacks): a fresh session, and any
 * other path is the "Home page". The cart the session loads after a login is not part of these tests.
 */
export function renderWithSession(url: string, routes: Record<string, ReactNode>, answers: Record<string, unknown>, options: Options = {}) {
  setSession(new Session({ reload: jest.fn(), toLogin: jest.fn() }));
  return renderRoutes(url, routes, { 'get v1/cart/view': new Error('no cart in this test'), ...answers }, { elsewhere: 'Home page', ...options });
}

/** Renders a token page at its URL with fixture API answers; other URLs show "Elsewhere". */
export function renderLinkPage(url: string, element: ReactNode, answers: Record<string, unknown>) {
  return renderRoutes(url, { [url]: element }, answers);
}
