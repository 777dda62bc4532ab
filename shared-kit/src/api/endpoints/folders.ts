import type { Folder, FoldersResponse, FolderSyncResponse, FolderType } from '../../api-types/favourites';
import { WISHLIST_PAGE_SIZE } from '../../api-types/favourites';
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
