import { atom } from 'nanostores';
import type { Personalisation, PersonalisationPreferences, SavePersonalisationBody } from '@teachmarket/contracts/api-types';
import { getPersonalisation, markPersonalisationPopupShownCall, savePersonalisation } from '../api/endpoints/personalisation';

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
  const { result } = await getPersonalisation();
  const state = { ...result, loaded: true };
  $personalisation.set(state);
  return state;
}

/** spec §4: asked once; the API remembers it and stops answering showPopup. */
export async function markPersonalisationPopupShown(): Promise<void> {
  $personalisation.set({ ...$personalisation.get(), showPopup: false, personalisationRequested: true });
  await markPersonalisationPopupShownCall();
}

/** Saves the user's school types and subjects; the store then holds what the API stored. */
export async function savePersonalisationPreferences(body: SavePersonalisationBody): Promise<PersonalisationState> {
  const { result } = await savePersonalisation(body);
  const state = { ...result, loaded: true };
  $personalisation.set(state);
  return state;
}

/**
 * Counts requests to open the personalisation dialog, which the shell owns: a page ("change your
 * preferences" on home) asks through here because a remote never imports the shell.
 */
export const $personalisationDialogRequests = atom(0);
export function openPersonalisationDialog(): void {
  $personalisationDialogRequests.set($personalisationDialogRequests.get() + 1);
}

/** Search filters (GET v1/search and the search page's URL keys) of saved preferences. */
export interface PersonalSearchFilters {
  school_type?: string[];
  subject?: string[];
  class_grade?: string[];
}

/**
 * The catalogue filters the user's preferences stand for in a world, or null when none apply
 * (nothing saved). Subject ids belong to the world they were saved in, so another world
 * filters by school types and grades only.
 */
export function personalSearchFilters(preferences: PersonalisationPreferences, world: string): PersonalSearchFilters | null {
  const list = (values: readonly (string | number)[] | undefined) => (values?.length ? values.map(String) : undefined);
  const filters: PersonalSearchFilters = {
    school_type: list(preferences.schoolTypes),
    subject: preferences.world === world ? list(preferences.subjects) : undefined,
    class_grade: list(preferences.grades),
  };
  const used = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as PersonalSearchFilters;
  return used.school_type || used.subject ? used : null;
}
