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
import { useChangedBeforeHydration, useTypedBeforeHydration } from '../use-typed-before-hydration';

// Issue 15 (s19): text typed into the server's HTML before the browser hydrates it is the component's
// from then on: kept on screen (React would write the state's empty value back at the next render),
// and acted upon (the header box's suggestions).

/** Renders again on the second pass, as the shell's header does (its class follows useHydrated). */
function SecondPass({ children }: { children: ReactElement }) {
  return <div data-hydrated={useHydrated()}>{children}</div>;
}

/** `tree` in a hydrated page's root, with a part that renders again on the second pass. */
const page = (tree: () => ReactElement) => (
  <HydrationRoot hydrating>
    <SecondPass>{tree()}</SecondPass>
  </HydrationRoot>
);

/** The server's HTML of `tree` (in `page`) in the document, `type` run on it, then hydrated; returns the container. */
async function hydrateAfter(tree: () => ReactElement, type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(tree));
  document.body.append(container);
  type(container);
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(tree), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-hydrated="true"]')).not.toBeNull(); // the second pass ran
  return { container, unmount: () => act(() => root?.unmount()) };
}

const ITEMS = { items: [{ text: 'Mathematik Klasse 5', kind: 'material', id: 1 }, { text: 'Mathematik', kind: 'subject', id: 9 }] };

const header = () => (
  <I18nextProvider i18n={createTestI18n()}>
    <MemoryRouter initialEntries={['/de']}>
      <SearchSuggest world="de" />
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
      const ref = useTypedBeforeHydration<HTMLInputElement>((typed, focused) => {
        adopted.push([typed, focused]);
        setValue(typed);
      });
      return <input ref={ref} aria-label="field" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const field = (initial: string) => () => <Field initial={initial} />;
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

// Issue 15 (s19): the same for boxes ticked, radio buttons and options chosen in the server's HTML (the
// search filters and sort): the component gets them all at once and they stay as the visitor left them.
describe('controls changed before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  const SUBJECTS = ['Mathe', 'Deutsch', 'Kunst'];
  interface Filters { subjects: string[]; price: string; sort: string }
  const SERVER: Filters = { subjects: ['Kunst'], price: '', sort: 'relevance' };
  let adoptions: string[][] = [];

  /** A list of filters rendered from one state, as the search page's are (one ref for them all). */
  function FilterList({ initial }: { initial: Filters }) {
    const [state, setState] = useState(initial);
    const control = useChangedBeforeHydration<HTMLInputElement | HTMLSelectElement>((changed) => {
      adoptions.push(changed.map((c) => `${c.name}=${c.value}:${c instanceof HTMLInputElement ? c.checked : 'chosen'}`));
      // One update for all of them, from the state they were rendered with.
      let next = state;
      for (const c of changed) {
        if (c instanceof HTMLSelectElement) next = { ...next, sort: c.value };
        else if (c.type === 'radio') next = c.checked ? { ...next, price: c.value } : next;
        else next = { ...next, subjects: c.checked ? [...next.subjects, c.value] : next.subjects.filter((s) => s !== c.value) };
      }
      setState(next);
    });
    const toggle = (s: string) => setState((v) => ({ ...v, subjects: v.subjects.includes(s) ? v.subjects.filter((x) => x !== s) : [...v.subjects, s] }));
    return (
      <div>
        {SUBJECTS.map((s) => (
          <label key={s}>
            <input ref={control} type="checkbox" name="subject" value={s} checked={state.subjects.includes(s)} onChange={() => toggle(s)} /> {s}
          </label>
        ))}
        {['', 'free', 'paid'].map((p) => (
          <label key={p}>
            <input ref={control} type="radio" name="price" value={p} checked={state.price === p} onChange={() => setState((v) => ({ ...v, price: p }))} /> {p || 'any'}
          </label>
        ))}
        <select ref={control} name="sort" aria-label="sort" value={state.sort} onChange={(e) => setState((v) => ({ ...v, sort: e.target.value }))}>
          {['relevance', 'newest', 'rating'].map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
        <output aria-label="state">{JSON.stringify(state)}</output>
      </div>
    );
  }
  const filters = (initial: Filters) => () => <FilterList initial={initial} />;
  const box = (name: string) => screen.getByRole('checkbox', { name });

  beforeEach(() => {
    adoptions = [];
  });

  it('boxes ticked and unticked, a radio button and an option chosen in the server\'s HTML are the state\'s, in one update', async () => {
    const { unmount } = await hydrateAfter(filters(SERVER), (container) => {
      // What clicks do to controls no script listens to (a radio button unchecks the group's other one).
      for (const label of ['Mathe', 'Deutsch', 'Kunst', 'free']) container.querySelector<HTMLInputElement>(`input[value="${label}"]`)?.click();
      container.querySelector<HTMLInputElement>('input[value="Deutsch"]')?.click(); // ticked and unticked again: unchanged
      const sort = container.querySelector('select') as HTMLSelectElement;
      sort.value = 'newest';
    });
    expect(adoptions).toEqual([['subject=Mathe:true', 'subject=Kunst:false', 'price=:false', 'price=free:true', 'sort=newest:chosen']]);
    expect(JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '')).toEqual({ subjects: ['Mathe'], price: 'free', sort: 'newest' });
    // Still as the visitor left them after the second pass, and ordinary controls from then on.
    expect(box('Mathe')).toBeChecked();
    expect(box('Deutsch')).not.toBeChecked();
    expect(box('Kunst')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'free' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'any' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'sort' })).toHaveValue('newest');
    await userEvent.click(box('Deutsch'));
    expect(JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '').subjects).toEqual(['Mathe', 'Deutsch']);
    unmount();
  });

  it('adopts nothing from untouched server HTML, nor from controls the browser rendered alone', async () => {
    const untouched = await hydrateAfter(filters({ subjects: ['Deutsch'], price: 'paid', sort: 'rating' }), () => undefined);
    expect(adoptions).toEqual([]);
    expect(box('Deutsch')).toBeChecked();
    untouched.unmount();
    // A select the browser renders has no default option: its value, not the first, is not a change.
    render(filters({ subjects: ['Mathe'], price: 'free', sort: 'rating' })());
    expect(screen.getByRole('combobox', { name: 'sort' })).toHaveValue('rating');
    await userEvent.click(box('Kunst'));
    expect(adoptions).toEqual([]);
    expect(box('Kunst')).toBeChecked();
  });
});
