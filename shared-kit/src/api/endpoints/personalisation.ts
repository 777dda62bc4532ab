import type { Personalisation, SavePersonalisationBody } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** spec §3 Personalisation of the logged-in user (GET v3/personalisations/get). */
export const getPersonalisation = (signal?: AbortSignal): Promise<{ result: Personalisation }> =>
  httpClient().request<{ result: Personalisation }>('get', 'v3/personalisations/get', { signal });

/** spec §4: the personalisation popup was shown; the API stops answering showPopup. */
export const markPersonalisationPopupShownCall = (): Promise<{ success: boolean }> =>
  httpClient().request<{ success: boolean }>('post', 'v3/personalisations/popup-shown');

/** Saves what the user teaches: school types, the world's subject ids, grades (catalogue ids of GET v1/filters). */
export const savePersonalisation = (body: SavePersonalisationBody): Promise<{ result: Personalisation }> =>
  httpClient().request<{ result: Personalisation }>('post', 'v3/personalisations/save', { json: body });
