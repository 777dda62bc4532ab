import { atom } from 'nanostores';
import { DEFAULT_WORLD, type World } from '@teachmarket/contracts';

/** The resolved world (spec §1). The shell sets it; pages read it. */
export const $world = atom<World>(DEFAULT_WORLD);
