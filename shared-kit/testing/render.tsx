import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Bundle } from '../src/i18n';
import { createTestI18n } from './i18n';

/** Renders a page as the shell would: translations of one bundle and a router at `path`. */
export function renderWithShell(ui: ReactElement, { bundle = 'en', path = '/' }: { bundle?: Bundle; path?: string } = {}) {
  const i18n = createTestI18n(bundle);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
