/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createFixtureClient, createTestI18n } from '../../../testing';
import { setHttpClient } from '../../api/http-client';
import { SearchSuggest } from '../SearchSuggest';
import { HydrationRoot, useHydrated } from '../use-hydrated';
import { useTypedBeforeHydration } from '../use-typed-before-hydration';

// Issue 15 (s19): text typed into the server's HTML before the browser hydrates it is the component's
// from then on: kept on screen (React would write the state's empty value back at the next render),
// and acted upon (the header box's suggestions).

/** Renders again on the second pass, as the shell's header does (its class follows useHydrated). */
function SecondPass({ children }: { children: ReactElement }) {
  return <div data-hydrated={useHydrated()}>{children}</div>;
}

/** The server's HTML of `tree` in the document, `type` run on it, then hydrated; returns the container. */
async function hydrateAfter(tree: () => ReactElement, type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  type(container);
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-hydrated="true"]')).not.toBeNull(); // the second pass ran
  return { container, unmount: () => act(() => root?.unmount()) };
}

const ITEMS = { items: [{ text: 'Mathematik Klasse 5', kind: 'material', id: 1 }, { text: 'Mathematik', kind: 'subject', id: 9 }] };

const header = () => (
  <I18nextProvider i18n={createTestI18n()}>
    <MemoryRouter initialEntries={['/de']}>
      <HydrationRoot hydrating>
        <SecondPass>
          <SearchSuggest world="de" />
        </SecondPass>
      </HydrationRoot>
    </MemoryRouter>
  </I18nextProvider>
);

describe('text typed before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('the header box keeps a word typed into the server\'s HTML, caret and focus, and suggests for it', async () => {
    const client = createFixtureClient({ 'get v1/suggest': ITEMS });
    setHttpClient(client);
    const { unmount } = await hydrateAfter(header, (container) => {
      const box = container.querySelector('input') as HTMLInputElement;
      box.focus();
      box.value = 'mathe'; // what keystrokes do to a field no script listens to
    });
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('mathe');
    expect(box).toHaveFocus();
    expect((box as HTMLInputElement).selectionStart).toBe(5);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(client.calls.at(-1)?.options?.searchParams).toEqual({ q: 'mathe' });
    // Typing on is ordinary typing: the text grows from where it was.
    await userEvent.type(box, 'm');
    expect(box).toHaveValue('mathem');
    unmount();
  });

  it('a word typed into a box without the focus is searched for, the list stays closed until the box is focused', async () => {
    const client = createFixtureClient({ 'get v1/suggest': ITEMS });
    setHttpClient(client);
    const { unmount } = await hydrateAfter(header, (container) => {
      (container.querySelector('input') as HTMLInputElement).value = 'mathe';
    });
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('mathe');
    await act(() => new Promise((done) => setTimeout(done, 300))); // past the suggestions' debounce
    expect(client.calls.at(-1)?.options?.searchParams).toEqual({ q: 'mathe' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    unmount();
  });

  it('adopts only text that differs from the state, once, and nothing in a field the browser rendered alone', async () => {
    const adopted: [string, boolean][] = [];
    function Field({ initial }: { initial: string }) {
      const [value, setValue] = useState(initial);
      const ref = useTypedBeforeHydration<HTMLInputElement>(value, (typed, focused) => {
        adopted.push([typed, focused]);
        setValue(typed);
      });
      return <input ref={ref} aria-label="field" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const field = (initial: string) => () => (
      <HydrationRoot hydrating>
        <SecondPass>
          <Field initial={initial} />
        </SecondPass>
      </HydrationRoot>
    );
    // The server's value left alone: nothing to adopt.
    const untouched = await hydrateAfter(field('Bruch'), () => undefined);
    expect(adopted).toEqual([]);
    untouched.unmount();
    // The server's value edited: the edit is the state's (it survives the second pass).
    const edited = await hydrateAfter(field('Bruch'), (container) => {
      (container.querySelector('input') as HTMLInputElement).value = 'Bruchrechnen';
    });
    expect(adopted).toEqual([['Bruchrechnen', false]]);
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveValue('Bruchrechnen');
    edited.unmount();
    // Rendered by the browser alone (no hydration): the field holds its state, nothing is adopted.
    adopted.length = 0;
    render(<Field initial="Vulkane" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'field' }), 'x');
    expect(adopted).toEqual([]);
  });
});
