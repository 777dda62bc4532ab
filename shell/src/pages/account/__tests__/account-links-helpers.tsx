import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n } from '@teachmarket/shared-kit/testing';

const i18n = createTestI18n();

/** The API's error body as ky's HTTPError carries it. */
export const apiError = (status: number, code: string, field?: string) =>
  Object.assign(new Error(`status ${status}`), {
    name: 'HTTPError',
    response: { status, clone: () => ({ json: async () => ({ error: { code, field } }) }) },
  });

/** Renders a token page at its URL with fixture API answers; other URLs show "Elsewhere". */
export function renderLinkPage(url: string, element: ReactNode, answers: Record<string, unknown>) {
  const client = createFixtureClient(answers);
  setHttpClient(client);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}
