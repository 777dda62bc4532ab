import { atom } from 'nanostores';

/** spec §3 Filters: the visitor's chosen filter values (ids or codes), shared by search and landing pages. */
export interface FilterSelection {
  class_grade: number[];
  learning_years: number[];
  material_type: string[];
  subject: number[];
  school_type: string[];
}

export const EMPTY_FILTERS: FilterSelection = { class_grade: [], learning_years: [], material_type: [], subject: [], school_type: [] };

export const $filters = atom<FilterSelection>(EMPTY_FILTERS);

export function setFilter<K extends keyof FilterSelection>(key: K, values: FilterSelection[K]): void {
  $filters.set({ ...$filters.get(), [key]: values });
}

export function clearFilters(): void {
  $filters.set(EMPTY_FILTERS);
}
