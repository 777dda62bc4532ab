import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { href, setHttpClient } from '@teachmarket/shared-kit';
import { createFixtureClient, createTestI18n } from '@teachmarket/shared-kit/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RegisterPage } from '../RegisterPage';

const i18n = createTestI18n();
const path = href('register', {}, 'de');

function renderSignUp(answer: unknown) {
  setHttpClient(createFixtureClient({ 'post v3/registration': answer }));
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<RegisterPage world="de" />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

async function submit(email: string) {
  fireEvent.change(await screen.findByLabelText('Public name'), { target: { value: 'Kai Kollege' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

// Issue 13: the API answers a taken address exactly like a new one, so the page cannot say which
// case it is: it tells both what the mail will hold.
describe('RegisterPage after sending', () => {
  it('says a mail went out and what it holds for a new and for an existing account', async () => {
    renderSignUp({ success: true });
    await submit('kai@example.org');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    // s16 QA: focus (and view) go to the new screen's heading; the page stayed scrolled past it, focus on the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('We sent an e-mail to kai@example.org.');
    expect(screen.getByText('New here? Open the link in it to confirm your account.')).toBeInTheDocument();
    expect(screen.getByText(/Already have an account with this address\? Then the e-mail tells you how to log in or reset your password/)).toBeInTheDocument();
    expect(screen.getByText(/Look in your spam folder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', href('login', {}, 'de'));
  });

  it('shows the general error when the server fails, and keeps the form', async () => {
    renderSignUp(new Error('offline'));
    await submit('kai@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('sends nothing with mistakes, and sums them up for a screen reader, each linked to its field', async () => {
    renderSignUp({ success: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    const summary = screen.getByText('Please correct the following:').parentElement as HTMLElement;
    expect(summary).toHaveAttribute('role', 'alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Enter a name with at least 2 characters.', 'Enter your e-mail address.', 'Use at least 8 characters.', 'Accept the terms and conditions to continue.',
    ]);
    expect(within(summary).getByRole('link', { name: 'Accept the terms and conditions to continue.' })).toHaveAttribute('href', '#signup-terms');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });
});
