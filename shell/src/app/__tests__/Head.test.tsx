import { createTestI18n } from '@teachmarket/shared-kit/testing';
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Head } from '../Head';

type HeadProps = Parameters<typeof Head>[0];

function renderHead(routeId: HeadProps['routeId'], bundle: 'en' | 'de' = 'en', params?: HeadProps['params']) {
  return render(
    <I18nextProvider i18n={createTestI18n(bundle)}>
      <Head routeId={routeId} world="de" params={params} />
    </I18nextProvider>,
  );
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('Head: title and description from the meta namespace (issue 3)', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('uses the route’s own title and description in the bundle’s language', async () => {
    renderHead('faq', 'de');
    await waitFor(() => expect(document.title).toBe('Häufige Fragen – Teachmarket'));
    expect(description()).toBe('Antworten auf die häufigsten Fragen zu Teachmarket.');
  });

  it('names account and cabinet pages too, not only the public ones', async () => {
    renderHead('changePassword');
    await waitFor(() => expect(document.title).toBe('Change password – Teachmarket'));
    expect(description()).toBe('Choose a new password for your account.');
  });

  it('leaves a title that needs the page’s data (material) to the page', async () => {
    document.title = 'Fractions worksheet – Teachmarket';
    renderHead('material', 'en', { id: '42', slug: 'fractions-worksheet' });
    // robots is written in the same effect, so once it is there the effect has run
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull());
    expect(document.title).toBe('Fractions worksheet – Teachmarket');
  });
});
