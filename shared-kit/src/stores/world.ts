import { atom } from 'nanostores';

/** The resolved world (spec §1). The shell sets it; pages read it. */
export const $world = atom<string>('de');
