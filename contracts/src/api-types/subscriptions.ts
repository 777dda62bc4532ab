/**
 * spec §7 `GET v1/subscriptions` (shape not shown in the spec): everything the logged-in user is
 * subscribed to, from the tables behind the subscribe calls. Only @sinclair/typebox (and sibling
 * api-types files) may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { MailSettingsSchema } from './account-settings';

const IdsWithTotal = Type.Object({ ids: Type.Array(Type.Integer()), total: Type.Integer() });

export const SubscribedAuthorSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  publicName: Type.String(),
  imagePath: Type.Union([Type.String(), Type.Null()]),
  /** When the user started following (ISO date-time). */
  followedAt: Type.String({ format: 'date-time' }),
});
export type SubscribedAuthor = Static<typeof SubscribedAuthorSchema>;

export const SubscriptionsSchema = Type.Object({
  /** Authors the user follows, newest follow first (every world: a profile is not per world). */
  authors: Type.Object({ items: Type.Array(SubscribedAuthorSchema), total: Type.Integer() }),
  /** spec §3 Favorites: the favourite material ids of this world, newest first, and their total. */
  favourites: IdsWithTotal,
  /** spec §3 "a separate school wishlist with its own total": null when the user is in no school account. */
  schoolWishlist: Type.Union([IdsWithTotal, Type.Null()]),
  /** Which e-mails the user gets (the mail settings; spec §2 unsubscribe links switch them off). */
  mail: MailSettingsSchema,
});
export type Subscriptions = Static<typeof SubscriptionsSchema>;
export const SubscriptionsResponseSchema = Type.Object({ item: SubscriptionsSchema });
export type SubscriptionsResponse = Static<typeof SubscriptionsResponseSchema>;
