import type { Folder, FoldersResponse, FolderSyncResponse, FolderType } from '@teachmarket/contracts/api-types/favourites';
import { WISHLIST_PAGE_SIZE } from '@teachmarket/contracts/rules/favourites';
import type {
  FolderSelection, FoldersChangedResponse, FoldersDeletedResponse, FolderUpdateBody,
} from '@teachmarket/contracts/api-types/collections';
import { httpClient } from '../http-client';

export function queryFolders(folderType: FolderType, page = 1, signal?: AbortSignal): Promise<FoldersResponse> {
  return httpClient().request<FoldersResponse>('post', 'v3/folders/materials/query', { json: { folder_type: folderType, limit: WISHLIST_PAGE_SIZE, page }, signal });
}

/** spec §5: folder queries paginate at 200; extra pages in parallel. */
export async function queryAllFolders(folderType: FolderType, signal?: AbortSignal): Promise<Folder[]> {
  const first = await queryFolders(folderType, 1, signal);
  const pages = Math.ceil(first.total / WISHLIST_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => queryFolders(folderType, i + 2, signal)));
  return [first, ...rest].flatMap((p) => p.items);
}

export function createFolder(title: string, folderType: FolderType, parentId: number | null = null): Promise<{ item: Folder }> {
  return httpClient().request<{ item: Folder }>('post', 'v3/folders/create', { json: { title, folder_type: folderType, parent_id: parentId } });
}

/** spec §7 folders/materials/{materialId}/sync: the material ends up in exactly folderIds. */
export function syncMaterialFolders(materialId: number, folderIds: number[], folderType: FolderType): Promise<FolderSyncResponse> {
  return httpClient().request<FolderSyncResponse>('post', `v3/folders/materials/${materialId}/sync`, { json: { folder_ids: folderIds, folder_type: folderType } });
}

type Selection = FolderSelection;

/** spec §7 folders/update-by-query: rename, move (parentId null = top level), public/private. */
export function updateFolders(query: Selection, set: FolderUpdateBody['set']): Promise<FoldersChangedResponse> {
  return httpClient().request<FoldersChangedResponse>('post', 'v3/folders/update-by-query', { json: { query, set } });
}

/** spec §7 folders/delete-by-query: sub-folders go with their parent; the materials stay. */
export function deleteFolders(query: Selection): Promise<FoldersDeletedResponse> {
  return httpClient().request<FoldersDeletedResponse>('post', 'v3/folders/delete-by-query', { json: { query } });
}

/** spec §7 folders/archive/add-by-query (on) and archive/delete-by-query (off). */
export function archiveFolders(query: Selection, on: boolean): Promise<FoldersChangedResponse> {
  return httpClient().request<FoldersChangedResponse>('post', `v3/folders/archive/${on ? 'add' : 'delete'}-by-query`, { json: { query } });
}

export function addMaterialsToFolders(query: Selection, materialIds: number[]): Promise<FoldersChangedResponse> {
  return httpClient().request<FoldersChangedResponse>('post', 'v3/folders/materials/add-by-query', { json: { query, material_ids: materialIds } });
}

/** spec §7 folders/public/query: a user's public folders (no login needed). */
export function queryPublicFolders(userId: number, page = 1, signal?: AbortSignal): Promise<FoldersResponse> {
  return httpClient().request<FoldersResponse>('post', 'v3/folders/public/query', { json: { user_id: userId, limit: WISHLIST_PAGE_SIZE, page }, signal });
}
