import { isMainWorld, type MainWorld, type World } from '../worlds';
import type { ParamKind } from './types';

/** spec §2: "Tabs: materials, blog, activity, following (localised segments)." */
export const HOME_TABS = ['materials', 'blog', 'activity', 'following'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** The home tab words per main world; other worlds use the English tab name. */
export const HOME_TAB_SEGMENTS: Readonly<Record<MainWorld, Readonly<Record<HomeTab, string>>>> = {
  de: { materials: 'materialien', blog: 'blog', activity: 'aktivitaet', following: 'gefolgt' },
  es: { materials: 'materiales', blog: 'blog', activity: 'actividad', following: 'siguiendo' },
  fr: { materials: 'materiels', blog: 'blog', activity: 'activite', following: 'abonnements' },
  gr: { materials: 'ylika', blog: 'blog', activity: 'drastiriotita', following: 'akolouthoumenoi' },
  it: { materials: 'materiali', blog: 'blog', activity: 'attivita', following: 'seguiti' },
};

const NUMERIC = /^[0-9]+$/;
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;
// "." and ".." are resolved away by every URL parser, so they can never round-trip as a segment.
const isDotSegment = (value: string): boolean => value === '.' || value === '..';

/** Is `value` (the decoded, canonical value) acceptable for a param of this kind? */
export function isValidParam(kind: ParamKind, value: string): boolean {
  switch (kind) {
    case 'numeric':
      return NUMERIC.test(value);
    case 'token':
      return URL_SAFE.test(value) && !isDotSegment(value);
    case 'text':
      return value !== '' && !isDotSegment(value);
    case 'rest':
      return value.split('/').every((part) => part !== '' && !isDotSegment(part));
    case 'homeTab':
      return (HOME_TABS as readonly string[]).includes(value);
  }
}

/** Canonical value → path text (not yet percent-encoded, except rest which is encoded per segment). */
export function encodeParam(kind: ParamKind, value: string, world: World): string {
  if (kind === 'homeTab') return isMainWorld(world) ? HOME_TAB_SEGMENTS[world][value as HomeTab] : value;
  if (kind === 'rest') return value.split('/').map(encodeURIComponent).join('/');
  return encodeURIComponent(value);
}

/**
 * Raw path text (one segment, or the joined rest) → canonical value; null when it cannot be a value
 * of this kind (bad percent-encoding, unknown localised tab).
 */
export function decodeParam(kind: ParamKind, raw: string, world: World): string | null {
  if (kind === 'homeTab') {
    const words = isMainWorld(world) ? HOME_TAB_SEGMENTS[world] : null;
    const tab = HOME_TABS.find((t) => (words ? words[t] : t) === raw);
    return tab ?? null;
  }
  try {
    return kind === 'rest' ? raw.split('/').map(decodeURIComponent).join('/') : decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The default check for a param, by its name (spec §3: ids are numeric, tokens are tokens). */
export function defaultParamKind(name: string, rest: boolean): ParamKind {
  if (rest) return 'rest';
  if (name === 'id' || name === 'materialId') return 'numeric';
  if (name === 'token' || name.endsWith('Token') || name === 'tab') return 'token';
  return 'text';
}
