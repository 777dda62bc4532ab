/** spec §5 / §9: folder and wishlist queries paginate at 200 per page. */
export const WISHLIST_PAGE_SIZE = 200;

export const FOLDER_TYPES = ['purchased', 'own', 'favorite'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];
