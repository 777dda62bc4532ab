/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { createFixtureClient, createTestI18n } from '../../../testing';
import { setHttpClient } from '../../api/http-client';
import { href } from '@teachmarket/contracts';
import { SearchSuggest } from '../SearchSuggest';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function setup(answers: Parameters<typeof createFixtureClient>[0]) {
  const client = createFixtureClient(answers);
  setHttpClient(client);
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={['/de']}>
        <SearchSuggest world="de" />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return client;
}

const ITEMS = {
  items: [
    { text: 'Mathematik Klasse 5', kind: 'material', id: 1 },
    { text: 'Mathematik', kind: 'subject', id: 9 },
  ],
};

describe('SearchSuggest', () => {
  it('shows the search of the address: results opened by a link show their text, a page searching for nothing clears it (s16 QA)', async () => {
    setHttpClient(createFixtureClient({ 'get v1/suggest': ITEMS }));
    function Navigator() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate(href('searchResults', {}, 'de'))}>all</button>
          <button type="button" onClick={() => navigate(href('searchResults', {}, 'de', { query: { q: 'Vulkane' } }))}>volcanoes</button>
        </>
      );
    }
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <MemoryRouter initialEntries={[href('searchResults', {}, 'de', { query: { q: 'Bruch' } })]}>
          <SearchSuggest world="de" />
          <Navigator />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('Bruch'); // a fresh load of the results showed an empty box
    await userEvent.clear(box);
    await userEvent.type(box, 'Quokka{Enter}');
    expect(box).toHaveValue('Quokka');
    await userEvent.click(screen.getByRole('button', { name: 'all' })); // the menu's "Materials": every material, no text
    expect(box).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'volcanoes' }));
    expect(box).toHaveValue('Vulkane');
  });

  it('suggests as you type, highlights the match, and arrows + Enter open the chosen suggestion', async () => {
    const client = setup({ 'get v1/suggest': ITEMS });
    const box = screen.getByRole('combobox', { name: 'Search for teaching materials' });
    await userEvent.type(box, 'mathe');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.querySelector('mark')).toHaveTextContent('Mathe');
    // debounced: typing five letters did not send five requests
    expect(client.calls.length).toBeLessThan(5);
    expect(client.calls.at(-1)?.options?.searchParams).toEqual({ q: 'mathe' });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(href('searchResults', {}, 'de', { query: { subject: '9' } }));
  });

  it('Enter without a chosen suggestion goes to the results for the text; Escape closes the list', async () => {
    setup({ 'get v1/suggest': ITEMS });
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'mathe');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(href('searchResults', {}, 'de', { query: { q: 'mathe' } }));
  });

  it('a failed suggestion request shows no list and search still works', async () => {
    setup({ 'get v1/suggest': new Error('network down') });
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'bruch{Enter}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(href('searchResults', {}, 'de', { query: { q: 'bruch' } }));
  });
});
