import { atom } from 'nanostores';
import type { Folder, FolderType } from '@teachmarket/contracts/api-types/favourites';
import { createFolder, queryAllFolders, syncMaterialFolders } from '../api/endpoints/folders';

/** spec §4 / §9: a folder success message is shown, then cleared after 8 s. */
export const FOLDER_MESSAGE_MS = 8000;

export interface FoldersState {
  folders: Folder[];
  loaded: boolean;
  /** Set after a successful sync or create; cleared after FOLDER_MESSAGE_MS. */
  message: 'saved' | 'created' | null;
  /** Which change the message is about (favourites page wording); cleared with message. */
  action?: FolderAction | null;
}

export type FolderAction = 'created' | 'renamed' | 'moved' | 'published' | 'unpublished' | 'archived' | 'unarchived' | 'deleted' | 'added' | 'saved';

export const $folders = atom<FoldersState>({ folders: [], loaded: false, message: null, action: null });

let clearTimer: ReturnType<typeof setTimeout> | undefined;
export function flash(message: FoldersState['message'], action: FolderAction | null = message): void {
  $folders.set({ ...$folders.get(), message, action });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $folders.set({ ...$folders.get(), message: null, action: null }), FOLDER_MESSAGE_MS);
}

export async function loadFolders(folderType: FolderType = 'favorite', signal?: AbortSignal): Promise<void> {
  const folders = await queryAllFolders(folderType, signal);
  $folders.set({ ...$folders.get(), folders, loaded: true });
}

export async function addFolder(title: string, folderType: FolderType = 'favorite', parentId: number | null = null): Promise<Folder> {
  const { item } = await createFolder(title, folderType, parentId);
  $folders.set({ ...$folders.get(), folders: [...$folders.get().folders, item] });
  flash('created');
  return item;
}

/** Puts the material in exactly folderIds (spec §7 sync) and updates the folders' contents locally. */
export async function syncFolders(materialId: number, folderIds: number[], folderType: FolderType = 'favorite'): Promise<void> {
  const res = await syncMaterialFolders(materialId, folderIds, folderType);
  const chosen = new Set(res.folder_ids);
  const folders = $folders.get().folders.map((f) => {
    if (f.folder_type !== folderType) return f;
    const rest = f.folders_materials.filter((fm) => fm.material_id !== materialId);
    const next = chosen.has(f.id) ? [...rest, { material_id: materialId }] : rest;
    return { ...f, folders_materials: next, _total: next.length };
  });
  $folders.set({ ...$folders.get(), folders });
  flash('saved');
}
