/**
 * User details (spec §3 author profile fields the user edits; spec §7 v1/user/details and
 * v3/user-details/*). Only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

// Null first: with Ajv's type coercion a null would otherwise become "" in the string branch.
const NullableString = (options: Record<string, unknown> = {}) => Type.Union([Type.Null(), Type.String(options)]);

export const UserDetailsSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  public_name: Type.String(),
  subtitle: NullableString(),
  description: NullableString(),
  is_seller: Type.Boolean(),
  is_private_profile: Type.Boolean(),
  /** Author image (height 200, spec §9), absolute URL. */
  image_path: NullableString(),
  /** Header avatar (32x32, spec §9), absolute URL; null for generated avatars. */
  header_image_path: NullableString(),
  profile_background_path: NullableString(),
  profile_background_data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  facebook_profile: NullableString(),
  instagram_profile: NullableString(),
  pinterest_profile: NullableString(),
});
export type UserDetails = Static<typeof UserDetailsSchema>;
export const UserDetailsResponseSchema = Type.Object({ items: UserDetailsSchema });
export type UserDetailsResponse = Static<typeof UserDetailsResponseSchema>;

const social = (host: string) => Type.Union([
  Type.Null(),
  Type.String({ maxLength: 200, pattern: `^https://(www\\.)?${host}/[A-Za-z0-9_.\\-/]{1,150}$` }),
]);

export const UserDetailsUpdateSchema = Type.Object(
  {
    public_name: Type.Optional(Type.String({ minLength: 2, maxLength: 60, pattern: '\\S' })),
    subtitle: Type.Optional(NullableString({ maxLength: 120 })),
    description: Type.Optional(NullableString({ maxLength: 2000 })),
    is_private_profile: Type.Optional(Type.Boolean()),
    facebook_profile: Type.Optional(social('facebook\\.com')),
    instagram_profile: Type.Optional(social('instagram\\.com')),
    pinterest_profile: Type.Optional(social('pinterest\\.[a-z]{2,3}')),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserDetailsUpdate = Static<typeof UserDetailsUpdateSchema>;

export const UserDetailsQuerySchema = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 100 }), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) },
  { additionalProperties: false },
);
export type UserDetailsQuery = Static<typeof UserDetailsQuerySchema>;

export const PublicProfileSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  public_name: Type.String(),
  subtitle: NullableString(),
  image_path: NullableString(),
  is_seller: Type.Boolean(),
});
export type PublicProfile = Static<typeof PublicProfileSchema>;
export const UserDetailsQueryResponseSchema = Type.Object({ items: Type.Array(PublicProfileSchema) });
export type UserDetailsQueryResponse = Static<typeof UserDetailsQueryResponseSchema>;

export const AvatarResponseSchema = Type.Object({ image_path: Type.String(), header_image_path: Type.String() });
export type AvatarResponse = Static<typeof AvatarResponseSchema>;

/** spec §7: the background answer is profile_background_data and profile_background_path. */
export const BackgroundResponseSchema = Type.Object({
  profile_background_path: NullableString(),
  profile_background_data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type BackgroundResponse = Static<typeof BackgroundResponseSchema>;
