import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { worldNeedsReload } from '../registry/current';
import { changeWorldLanguage, languageForWorld, storage } from '@teachmarket/shared-kit';

export const LAST_VISITED_WORLD_KEY = 'lastVisitedWorld'; // spec §3 local-storage key

/**
 * When the world changes: reload if that world runs other remote versions (ops' per-world
 * overrides), switch the language (and <html lang>), and remember the world as last visited.
 */
export function useWorldEffects(world: string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (worldNeedsReload(world)) {
      window.location.reload();
      return;
    }
    storage.set(LAST_VISITED_WORLD_KEY, world);
    // Only a real switch: i18next announces even a switch to the language it has, and every translated
    // component then renders again at once, synchronously (issue 15: ~100 ms on a phone right after
    // hydration, the page's longest task).
    if (i18n.language !== languageForWorld(world)) void changeWorldLanguage(i18n, world);
  }, [world, i18n]);
}
