import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n, httpError } from '@teachmarket/shared-kit/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RegisterPage } from '../RegisterPage';

const i18n = createTestI18n();

const path = href('register', {}, 'de');

function renderPage(query: string, answers: Record<string, unknown> = {}) {
  const client = createFixtureClient({ 'post v3/registration': { success: true }, ...answers });
  setHttpClient(client);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`${path}${query}`]}>
        <Routes>
          <Route path={path} element={<RegisterPage world="de" />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}

async function signUp(query: string) {
  const client = renderPage(query);
  fireEvent.change(await screen.findByLabelText('Public name'), { target: { value: 'Kai Kollege' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'kai@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await screen.findByRole('status');
  return client.calls.find((c) => c.method === 'post')?.options?.json;
}

describe('RegisterPage with a referral link (spec §2 /invitation)', () => {
  it('sends the ?ref= code of a colleague\'s link with the sign-up', async () => {
    expect(await signUp('?ref=abcd23efgh')).toMatchObject({ email: 'kai@example.org', referral_code: 'abcd23efgh' });
  });

  it('says who sent the link (s17 QA3); an unknown code names nobody and the form stays', async () => {
    renderPage('?ref=abcd23efgh', { 'get v1/referrals/codes/abcd23efgh': { inviter: { name: 'Ines Inviter' } } });
    expect(await screen.findByText('Ines Inviter invites you to join Teachmarket.')).toBeInTheDocument();
    cleanup();
    const client = renderPage('?ref=zzzzzzzzzz', { 'get v1/referrals/codes/zzzzzzzzzz': httpError(404) });
    await waitFor(() => expect(client.calls.some((c) => c.path === 'v1/referrals/codes/zzzzzzzzzz')).toBe(true));
    expect(screen.queryByText(/invites you/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('leaves a malformed code out, so the sign-up still works', async () => {
    expect(await signUp('?ref=DROP%20TABLE')).not.toHaveProperty('referral_code');
  });
});
