/**
 * A user's public profile page (spec §2 "User profile: /{world}/id/:id/:slug", spec §3 is_private_profile)
 * and a logged-in user's interactive materials (spec §2 /interactive/my-interactives, spec §3 Material.interactiveId).
 * Only @sinclair/typebox and ../rules may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([Type.Null(), schema]);

/**
 * A private profile (spec §3 is_private_profile) answers only who it is: id, slug, public_name and the
 * flag; everything else is null, so the page can show nothing more than a short note.
 */
export const UserProfileSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  public_name: Type.String(),
  is_private_profile: Type.Boolean(),
  is_seller: Type.Boolean(),
  /** Absolute URL; null when there is none or the profile is private. */
  image_path: Nullable(Type.String()),
  /** When the account was created (ISO date-time); null for a private profile. */
  member_since: Nullable(Type.String({ format: 'date-time' })),
  total_followings: Nullable(Type.Integer()),
  total_public_folders: Nullable(Type.Integer()),
});
export type UserProfile = Static<typeof UserProfileSchema>;
export const UserProfileResponseSchema = Type.Object({ item: UserProfileSchema });
export type UserProfileResponse = Static<typeof UserProfileResponseSchema>;

/** An author the user follows, as the profile lists them. */
export const FollowedAuthorSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  publicName: Type.String(),
  imagePath: Nullable(Type.String()),
  subtitle: Nullable(Type.String()),
  totalMaterials: Type.Integer(),
});
export type FollowedAuthor = Static<typeof FollowedAuthorSchema>;
export const FollowedAuthorsResponseSchema = Type.Object({
  items: Type.Array(FollowedAuthorSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type FollowedAuthorsResponse = Static<typeof FollowedAuthorsResponseSchema>;

export { MY_INTERACTIVE_SCOPES, type MyInteractiveScope } from '../rules/profiles';
