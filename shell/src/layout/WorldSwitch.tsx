import { counterpartHref, isWorld, languageOf, Link, setCountry, storage, useLocation, WORLDS, type World } from '@teachmarket/shared-kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sayAfterNextTitle } from '../app/after-title';
import { LAST_VISITED_WORLD_KEY } from '../app/world-effects';
import { countryName, worldsInNameOrder } from './country-name';
import { useDisclosure, usePanelKeys } from './use-disclosure';

/**
 * Remembers a switch of country (issue 18): the last visited world at once (spec §3 key), and the
 * country for a year on the API (spec §9 set-country). The request is not awaited: the page goes on
 * while it runs, and a failure only means the next visit asks the country again (spec §8).
 */
export function rememberWorld(world: World): void {
  storage.set(LAST_VISITED_WORLD_KEY, world);
  setCountry(world).catch(() => undefined);
}

/**
 * One link per world to this page's counterpart there (issue 18: the same page with its query when
 * the route is switchable, else the nearest parent). Used by the header switch and the footer.
 * Client-side links: the world effects reload the page when the other world runs other remote versions.
 */
export function WorldLinks({ world, className, onNavigate }: { world: string; className?: string; onNavigate?: () => void }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  const worlds = worldsInNameOrder(i18n, WORLDS);
  return (
    <ul className={className}>
      {worlds.map(({ w, name }) => (
        <li key={w}>
          <Link
            to={counterpartHref(here, w)}
            lang={languageOf(w)}
            aria-current={w === world ? 'true' : undefined}
            onClick={() => {
              rememberWorld(w);
              // Announced (issue 18): after the new page's title, in its language, which country this is now.
              if (w !== world) sayAfterNextTitle(() => i18n.t('header:worldSwitch.changed', { country: countryName(w, i18n) }));
              onNavigate?.();
            }}
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The header's country switch: a disclosure button naming the current country, a panel of worlds. */
export function WorldSwitch({ world }: { world: string }) {
  const { t, i18n } = useTranslation('header');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, setOpen } = useDisclosure(root, button);
  const current = isWorld(world) ? countryName(world, i18n) : world;

  // Arrow keys, Home and End move between the countries while the panel is open (as the account menu).
  usePanelKeys(panel);
  return (
    <div className="tm-world-switch" ref={root}>
      <button
        ref={button}
        type="button"
        className="tm-world-switch__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {/* The name starts with the visible code (WCAG 2.5.3, label in name): "DE, Land: Deutschland. Land wechseln". */}
        {world.toUpperCase()}
        <span className="tm-visually-hidden">, {t('worldSwitch.label', { country: current })}</span>
      </button>
      <div id={`${id}-panel`} ref={panel} className="tm-world-switch__panel" hidden={!open}>
        <nav aria-label={t('worldSwitch.list')}>
          {/* Made when opened: the footer carries the same links for crawlers and readers (and the first view
              renders 27 links fewer). */}
          {open && <WorldLinks world={world} className="tm-world-switch__list" onNavigate={() => setOpen(false)} />}
        </nav>
      </div>
    </div>
  );
}
