import { atom } from 'nanostores';
import type { Personalisation } from '../api-types';
import { httpClient } from '../api/http-client';

/** spec §3 Personalisation, plus whether it loaded. */
export type PersonalisationState = Personalisation & { loaded: boolean };

export const $personalisation = atom<PersonalisationState>({
  loaded: false,
  needActualisation: false,
  showPopup: false,
  preferences: {},
  personalisationRequested: false,
});

export async function loadPersonalisation(): Promise<PersonalisationState> {
  const { result } = await httpClient().request<{ result: Personalisation }>('get', 'v3/personalisations/get');
  const state = { ...result, loaded: true };
  $personalisation.set(state);
  return state;
}

/** spec §4: asked once; the API remembers it and stops answering showPopup. */
export async function markPersonalisationPopupShown(): Promise<void> {
  $personalisation.set({ ...$personalisation.get(), showPopup: false, personalisationRequested: true });
  await httpClient().request<{ success: boolean }>('post', 'v3/personalisations/popup-shown');
}
