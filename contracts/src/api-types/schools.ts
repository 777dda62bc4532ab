/**
 * School accounts (spec §1, §3 schoolAccount{school_id, role, is_verified}, §6 roles: school
 * account member; school admin = role master; verified school user). Bodies and answers shared by
 * the API (validation) and the cabinet pages (types, form rules). Only @sinclair/typebox, ./index
 * and ../rules may be imported here; index.ts does not re-export this file (import cycle), so
 * import it by path.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SCHOOL_LIMITS, SCHOOL_VERIFICATION_STATES, type SchoolVerificationState } from '../rules/schools';
import { SCHOOL_TYPES, type SchoolType } from '../rules/search';

export { SCHOOL_LIMITS, SCHOOL_VERIFICATION_STATES, type SchoolVerificationState };

const strict = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const SchoolTypeSchema = Type.Unsafe<SchoolType>({ type: 'string', enum: [...SCHOOL_TYPES] });
const SchoolRoleSchema = Type.Unsafe<'master' | 'member'>({ type: 'string', enum: ['master', 'member'] });
const Token = Type.String({ minLength: 10, maxLength: 200 });

const AddressProperties = {
  street: Type.String({ minLength: SCHOOL_LIMITS.street.min, maxLength: SCHOOL_LIMITS.street.max }),
  postcode: Type.String({ pattern: SCHOOL_LIMITS.postcode.pattern }),
  city: Type.String({ minLength: SCHOOL_LIMITS.city.min, maxLength: SCHOOL_LIMITS.city.max }),
  /** ISO 3166-1 alpha-2. */
  country: Type.String({ pattern: SCHOOL_LIMITS.country.pattern }),
};

export const SchoolAddressSchema = Type.Object(AddressProperties, strict);
export type SchoolAddress = Static<typeof SchoolAddressSchema>;

export const CreateSchoolBodySchema = Type.Object(
  { name: Type.String({ minLength: SCHOOL_LIMITS.name.min, maxLength: SCHOOL_LIMITS.name.max }), schoolType: SchoolTypeSchema, ...AddressProperties },
  strict,
);
export type CreateSchoolBody = Static<typeof CreateSchoolBodySchema>;

export const SchoolVerificationBodySchema = Type.Object({ domain: Type.String({ minLength: 4, maxLength: 253 }) }, strict);
export const TransferAdminBodySchema = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, strict);
export const SchoolInvitationTokenBodySchema = Type.Object({ token: Token }, strict);

export const SchoolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  schoolType: SchoolTypeSchema,
  world: Type.String(),
  /** Null for school accounts created before addresses were asked for. */
  address: Type.Union([Type.Object(AddressProperties), Type.Null()]),
  createdAt: DateTime,
  verification: Type.Object({
    state: Type.Unsafe<SchoolVerificationState>({ type: 'string', enum: [...SCHOOL_VERIFICATION_STATES] }),
    domain: Nullable(Type.String()),
    requestedAt: Nullable(DateTime),
  }),
});
export type School = Static<typeof SchoolSchema>;

export const SchoolMemberSchema = Type.Object({
  id: Type.Integer(),
  publicName: Type.String(),
  /** Only the admin sees colleagues' addresses (to manage the account); members see names. */
  email: Nullable(Type.String()),
  role: SchoolRoleSchema,
});
export type SchoolMember = Static<typeof SchoolMemberSchema>;

export const SchoolInvitationSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** True: the address had no account (it finishes registration); false: an existing account accepts on /my-school. */
  newAccount: Type.Boolean(),
  createdAt: DateTime,
  expiresAt: DateTime,
  expired: Type.Boolean(),
});
export type SchoolInvitation = Static<typeof SchoolInvitationSchema>;

/** GET /v3/schools/mine: the caller's school; invitations only for the admin (empty for members). */
export const MySchoolResponseSchema = Type.Object({
  school: SchoolSchema,
  role: SchoolRoleSchema,
  members: Type.Array(SchoolMemberSchema),
  invitations: Type.Array(SchoolInvitationSchema),
  wishlistTotal: Type.Integer(),
});
export type MySchoolResponse = Static<typeof MySchoolResponseSchema>;

/** GET /v3/school-invitations/:token: what the invitation link offers to the logged-in user. */
export const SchoolInvitationInfoSchema = Type.Object({
  schoolName: Type.String(),
  schoolType: SchoolTypeSchema,
  email: Type.String(),
  /** The invitation was sent to the logged-in account's address. */
  forYou: Type.Boolean(),
  /** The logged-in user is a member of a school account already (one school per account). */
  inSchool: Type.Boolean(),
});
export type SchoolInvitationInfo = Static<typeof SchoolInvitationInfoSchema>;
