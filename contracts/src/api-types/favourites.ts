/**
 * Favourites (wishlist), subscriptions and folders: spec §3 / §7 shapes, shared by API and frontend.
 * Only @sinclair/typebox and ../rules may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FOLDER_TYPES, WISHLIST_PAGE_SIZE } from '../rules/favourites';

export { FOLDER_TYPES, WISHLIST_PAGE_SIZE, type FolderType } from '../rules/favourites';

/** An anonymous visitor's favourites token (random, kept by the browser). */
export const AnonymousTokenSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** spec §7 subscriptions: subjectId, subjectType (material), world. */
export const SubscriptionBodySchema = Type.Object(
  {
    subjectId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    subjectType: Type.Literal('material'),
    world: Type.Optional(Type.String()),
    token: Type.Optional(AnonymousTokenSchema),
  },
  { additionalProperties: false },
);
export type SubscriptionBody = Static<typeof SubscriptionBodySchema>;

/** spec §3 Favorites: id (the material followed) and the new total. */
export const SubscriptionResponseSchema = Type.Object({ id: Type.Integer(), total: Type.Integer() });
export type SubscriptionResponse = Static<typeof SubscriptionResponseSchema>;

export const AnonymousListResponseSchema = Type.Object({ ids: Type.Array(Type.Integer()), total: Type.Integer() });
export type AnonymousListResponse = Static<typeof AnonymousListResponseSchema>;

export const PersistResponseSchema = Type.Object({ persisted: Type.Integer(), total: Type.Integer() });
export type PersistResponse = Static<typeof PersistResponseSchema>;

/** spec §7 wishlist query: filters world, isActive, deletedAt; limit 200. */
export const WishlistQueryBodySchema = Type.Object(
  {
    filters: Type.Optional(
      Type.Object(
        {
          world: Type.Optional(Type.String()),
          isActive: Type.Optional(Type.Boolean()),
          deletedAt: Type.Optional(Type.Null()),
        },
        { additionalProperties: false },
      ),
    ),
    limit: Type.Integer({ minimum: 1, maximum: WISHLIST_PAGE_SIZE, default: WISHLIST_PAGE_SIZE }),
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    token: Type.Optional(AnonymousTokenSchema),
  },
  { additionalProperties: false },
);
export type WishlistQueryBody = Static<typeof WishlistQueryBodySchema>;

/** spec §3 Folder: id, title, parent_id, is_archive, _total, folders_materials[material_id]. */
export const FolderSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  is_archive: Type.Boolean(),
  folder_type: Type.String(),
  /** Readable by anyone through folders/public/query (migration 010). */
  is_public: Type.Optional(Type.Boolean()),
  _total: Type.Integer(),
  folders_materials: Type.Array(Type.Object({ material_id: Type.Integer() })),
});
export type Folder = Static<typeof FolderSchema>;

export const FoldersQueryBodySchema = Type.Object(
  {
    folder_type: Type.Optional(Type.Union(FOLDER_TYPES.map((t) => Type.Literal(t)))),
    limit: Type.Integer({ minimum: 1, maximum: WISHLIST_PAGE_SIZE, default: WISHLIST_PAGE_SIZE }),
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  },
  { additionalProperties: false },
);
export type FoldersQueryBody = Static<typeof FoldersQueryBodySchema>;

export const FoldersResponseSchema = Type.Object({
  items: Type.Array(FolderSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type FoldersResponse = Static<typeof FoldersResponseSchema>;

export const FolderCreateBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    parent_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    folder_type: Type.Union(FOLDER_TYPES.map((t) => Type.Literal(t))),
  },
  { additionalProperties: false },
);
export type FolderCreateBody = Static<typeof FolderCreateBodySchema>;

/** spec §7 folders/materials/{materialId}/sync: folder_ids, folder_type. */
export const FolderSyncBodySchema = Type.Object(
  {
    folder_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 200 }),
    folder_type: Type.Union(FOLDER_TYPES.map((t) => Type.Literal(t))),
  },
  { additionalProperties: false },
);
export type FolderSyncBody = Static<typeof FolderSyncBodySchema>;
export const FolderSyncResponseSchema = Type.Object({ folder_ids: Type.Array(Type.Integer()) });
export type FolderSyncResponse = Static<typeof FolderSyncResponseSchema>;
