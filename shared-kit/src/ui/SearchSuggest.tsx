import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SuggestItem } from '@teachmarket/contracts/api-types';
import { href } from '@teachmarket/contracts';
import { highlight } from './highlight';
import { useSuggestions } from './use-suggestions';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import './catalog-ui.css';

function target(item: SuggestItem, world: string): string {
  // A subject suggestion filters by that subject; the others search for their text.
  if (item.kind === 'subject' && item.id !== undefined) return href('searchResults', {}, world, { query: { subject: String(item.id) } });
  return href('searchResults', {}, world, { query: { q: item.text } });
}

/**
 * The header search box (shell slot, catalog-powered): an ARIA 1.2 combobox with suggestions as
 * you type; arrows move, Enter opens the highlighted suggestion or the results for the text, Escape closes.
 */
export function SearchSuggest({ world, initialQuery = '' }: { world: string; initialQuery?: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  // The box shows the search of the page's address: opening results for "x" (a link, a fresh load) shows x,
  // and a page that searches for nothing (e.g. the menu's "Materials") no longer keeps the last text, which
  // read as if its results were filtered by it. Followed when the address's q changes, not while typing.
  const urlQuery = new URLSearchParams(useLocation().search).get('q') ?? '';
  const [query, setQuery] = useState(initialQuery || urlQuery);
  const [followed, setFollowed] = useState(urlQuery);
  if (followed !== urlQuery) {
    setFollowed(urlQuery);
    setQuery(urlQuery);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Issue 15 (s19): a word typed into the server's box before hydration is searched for as if typed now;
  // the list opens when the box still has the focus.
  const input = useTypedBeforeHydration<HTMLInputElement>((typed, focused) => {
    setQuery(typed);
    setOpen(focused);
    setActive(-1);
  });
  const items = useSuggestions(query, world);
  const shown = open && items.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown && active >= 0 ? items[active] : undefined;
    if (chosen) {
      setQuery(chosen.text);
      go(target(chosen, world));
      return;
    }
    const q = query.trim();
    go(href('searchResults', {}, world, q ? { query: { q } } : undefined));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself: past either end the highlight returns to it.
      setActive((i) => {
        const next = i + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className="tm-search tm-suggest" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className="tm-visually-hidden">
        {t('suggest.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        placeholder={t('suggest.placeholder')}
        autoComplete="off"
      />
      <button type="submit" className="tm-button tm-button--primary">
        {t('suggest.submit')}
      </button>
      <ul id={`${id}-list`} role="listbox" aria-label={t('suggest.listLabel')} className="tm-suggest__list" hidden={!shown}>
        {items.map((item, i) => (
          <li
            key={`${item.kind}-${item.id ?? item.text}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="tm-suggest__option"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              setQuery(item.text);
              go(target(item, world));
            }}
          >
            <span>{highlight(item.text, query)}</span>
            <span className="tm-suggest__kind">{t(`suggest.kind.${item.kind}`)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
