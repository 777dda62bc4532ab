import { SCHOOL_TYPES, type SchoolType } from './search';

/** School types a user can choose in the personalisation (spec §2 enumeration; "all" is no choice). */
export const PERSONAL_SCHOOL_TYPES = SCHOOL_TYPES.filter((t): t is Exclude<SchoolType, 'all'> => t !== 'all');
export type PersonalSchoolType = (typeof PERSONAL_SCHOOL_TYPES)[number];
export const PERSONALISATION_LIMITS = { schoolTypes: PERSONAL_SCHOOL_TYPES.length, subjects: 50, grades: 13 } as const;
