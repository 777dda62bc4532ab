import type { Folder } from '@teachmarket/contracts/api-types/favourites';
import { addMaterialsToFolders, archiveFolders, deleteFolders, updateFolders } from '../api/endpoints/folders';
import { $folders, flash, type FolderAction } from './folders';

/** Replaces the changed folders in the store (by id) and shows the success message (spec §4: 8 s). */
function merge(changed: Folder[], action: FolderAction): void {
  const byId = new Map(changed.map((f) => [f.id, f]));
  $folders.set({ ...$folders.get(), folders: $folders.get().folders.map((f) => byId.get(f.id) ?? f) });
  flash('saved', action);
}

export async function renameFolder(id: number, title: string): Promise<void> {
  merge((await updateFolders({ ids: [id] }, { title })).items, 'renamed');
}

/** parentId null moves the folder to the top level; the API refuses cycles (400 folder_cycle). */
export async function moveFolder(id: number, parentId: number | null): Promise<void> {
  merge((await updateFolders({ ids: [id] }, { parent_id: parentId })).items, 'moved');
}

export async function setFolderPublic(id: number, isPublic: boolean): Promise<void> {
  merge((await updateFolders({ ids: [id] }, { is_public: isPublic })).items, isPublic ? 'published' : 'unpublished');
}

/** spec §3: the archive is kept apart; sub-folders follow their folder in and out. */
export async function archiveFolder(id: number, on: boolean): Promise<void> {
  merge((await archiveFolders({ ids: [id] }, on)).items, on ? 'archived' : 'unarchived');
}

export async function addMaterialToFolder(id: number, materialId: number): Promise<void> {
  merge((await addMaterialsToFolders({ ids: [id] }, [materialId])).items, 'added');
}

/** Deletes the folder and its sub-folders (the API answers every id it removed). */
export async function removeFolder(id: number): Promise<void> {
  const { ids } = await deleteFolders({ ids: [id] });
  const gone = new Set(ids);
  $folders.set({ ...$folders.get(), folders: $folders.get().folders.filter((f) => !gone.has(f.id)) });
  flash('saved', 'deleted');
}
