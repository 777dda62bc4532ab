/**
 * School wishlist, folder management "by query" and item tags (spec §3 / §7). Shared by API and
 * frontend; only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FOLDER_TYPES, FolderSchema, WISHLIST_PAGE_SIZE } from './favourites';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const FolderTypeSchema = Type.Union(FOLDER_TYPES.map((t) => Type.Literal(t)));

/**
 * Which of the caller's folders a "by-query" call acts on: the listed ids and/or the filters, all
 * combined with AND. An empty query is refused (400 empty_query) so a call never hits every folder by accident.
 */
export const FolderSelectionSchema = Type.Object(
  {
    ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: WISHLIST_PAGE_SIZE })),
    folder_type: Type.Optional(FolderTypeSchema),
    parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
    is_archive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type FolderSelection = Static<typeof FolderSelectionSchema>;

export const FolderByQueryBodySchema = Type.Object({ query: FolderSelectionSchema }, { additionalProperties: false });
export type FolderByQueryBody = Static<typeof FolderByQueryBodySchema>;

/** update-by-query: rename, move under parent_id (null = top level), make public/private. */
export const FolderUpdateBodySchema = Type.Object(
  {
    query: FolderSelectionSchema,
    set: Type.Object(
      {
        title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
        parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
        is_public: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);
export type FolderUpdateBody = Static<typeof FolderUpdateBodySchema>;

/** materials/add-by-query: add materials to every selected folder. */
export const FolderAddMaterialsBodySchema = Type.Object(
  { query: FolderSelectionSchema, material_ids: Type.Array(Id, { minItems: 1, maxItems: WISHLIST_PAGE_SIZE }) },
  { additionalProperties: false },
);
export type FolderAddMaterialsBody = Static<typeof FolderAddMaterialsBodySchema>;

/** Every by-query call answers the folders it changed (after the change); delete answers their ids. */
export const FoldersChangedResponseSchema = Type.Object({ items: Type.Array(FolderSchema), affected: Type.Integer() });
export type FoldersChangedResponse = Static<typeof FoldersChangedResponseSchema>;
export const FoldersDeletedResponseSchema = Type.Object({ ids: Type.Array(Type.Integer()), affected: Type.Integer() });
export type FoldersDeletedResponse = Static<typeof FoldersDeletedResponseSchema>;

/** folders/public/query: one user's public (not archived) folders, readable anonymously. */
export const PublicFoldersQueryBodySchema = Type.Object(
  {
    user_id: Id,
    limit: Type.Integer({ minimum: 1, maximum: WISHLIST_PAGE_SIZE, default: WISHLIST_PAGE_SIZE }),
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  },
  { additionalProperties: false },
);
export type PublicFoldersQueryBody = Static<typeof PublicFoldersQueryBodySchema>;

/** A tag a user puts on a material for themself: letters, digits, spaces and - _ . only. */
export const ItemTagSchema = Type.String({ minLength: 1, maxLength: 40, pattern: '^[\\p{L}\\p{N}][\\p{L}\\p{N} _.-]*$' });

export const ItemTagsQuerySchema = Type.Object({
  world: Type.Optional(Type.String()),
  material_id: Type.Optional(Id),
});

export const ItemTagBodySchema = Type.Object(
  { material_id: Id, tag: ItemTagSchema, action: Type.Union([Type.Literal('add'), Type.Literal('remove')]) },
  { additionalProperties: false },
);
export type ItemTagBody = Static<typeof ItemTagBodySchema>;

export const ItemTagsResponseSchema = Type.Object({
  items: Type.Array(Type.Object({ material_id: Type.Integer(), tags: Type.Array(Type.String()) })),
  /** Every distinct tag the user uses, alphabetical (for suggestions). */
  tags: Type.Array(Type.String()),
});
export type ItemTagsResponse = Static<typeof ItemTagsResponseSchema>;
export const ItemTagResponseSchema = Type.Object({ material_id: Type.Integer(), tags: Type.Array(Type.String()) });
export type ItemTagResponse = Static<typeof ItemTagResponseSchema>;
