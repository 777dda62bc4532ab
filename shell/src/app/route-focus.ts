import { announce } from '@teachmarket/shared-kit';
import { takeAfterTitle } from './after-title';

/** How long a new page may take to show its heading (a remote's page loads lazily) before focus goes to main. */
export const HEADING_WAIT_MS = 8000;
/** A heading that comes later still (a slow network) takes focus over from main until then, if the user has not moved on. */
export const HEADING_LATE_MS = 30000;
/** How long after the heading is shown the title is read for the status region. */
export const TITLE_DELAY_MS = 150;
/** How long the new page may take to set its own title (its data may still be on the way) before the old one is not waited for. */
export const TITLE_WAIT_MS = 3000;

/** The page's heading inside main, made focusable by script only (tabIndex -1) when it is not already. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Nothing the user can use has focus: the body, or a control that left the page with the old page. */
function nothingFocused(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Issue 20 (WCAG 2.4.3, 4.1.3): one focus rule for every page, the shell's and every remote's. After a
 * client-side change of path (a link, a redirect, back/forward; not the first load, not a query or
 * hash change) focus moves to the new page's h1 as soon as it is rendered (remote pages load lazily:
 * a MutationObserver waits for it; after `waitMs` main is focused meanwhile, and a heading that comes
 * within HEADING_LATE_MS still takes focus over from main) and the new title is said
 * in the status region. A page that puts focus somewhere itself keeps it; a key press or a click on
 * the new page ends the wait (the user leads). Returns the function that stops the wait.
 */
export function startRouteFocus(main: HTMLElement, waitMs = HEADING_WAIT_MS, previousTitle = document.title): () => void {
  const previous = document.activeElement;
  let focused: HTMLElement | null = null;
  let done = false;
  // The page sets its title in an effect, after the commit that showed its heading (the observer runs
  // first): the title is read a moment later.
  // The new page's title, once it has replaced the previous page's (`previousTitle`, read before the new
  // page's effects ran; checked every TITLE_DELAY_MS for at most TITLE_WAIT_MS: a page whose data is
  // slow sets its title late); else the heading's text.
  const sayTitle = (fallback: string) => {
    const started = Date.now();
    const attempt = () => {
      const changed = document.title !== previousTitle;
      // The new page's title stands alone (not joined to what was said just before on the previous page).
      if (changed || Date.now() - started >= TITLE_WAIT_MS) {
        announce((changed ? document.title : fallback) || document.title, { replace: true });
        // Joined to the title (announce's join window): e.g. the country switch's "Country changed: Italy".
        announce(takeAfterTitle());
      } else setTimeout(attempt, TITLE_DELAY_MS);
    };
    setTimeout(attempt, TITLE_DELAY_MS);
  };
  const moveTo = (target: HTMLElement) => {
    if (focused === null) sayTitle(target.textContent ?? '');
    focused = target;
    target.focus({ preventScroll: true });
  };
  const check = () => {
    if (done) return;
    const heading = pageHeading(main);
    if (!heading) return;
    if (focused === null) {
      const active = document.activeElement;
      // The page chose a place itself (e.g. the first field of a form with errors): it stays there.
      const pageChose = active instanceof HTMLElement && active !== main && active !== previous && main.contains(active);
      if (pageChose) {
        sayTitle('');
        stop();
      } else moveTo(heading);
    } else if (heading !== focused && (nothingFocused() || document.activeElement === main)) {
      // The page replaced the heading that had focus (its data arrived), or came after main had to
      // take focus: the heading takes it over.
      moveTo(heading);
    }
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => {
    if (!done && focused === null && (nothingFocused() || document.activeElement === previous)) moveTo(main);
  }, waitMs);
  const lateTimer = setTimeout(stop, Math.max(waitMs, HEADING_LATE_MS));
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(lateTimer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  check();
  return stop;
}
