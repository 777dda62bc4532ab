// Issue 16: `@teachmarket/shared-kit/folders`, the reader's folders (the store, its actions and their API
// calls), as a shared module of its own like page-api: only the cabinet's favourites page and the material
// page's folder panel (loaded when opened) use them, so no first view loads them. The store lives only
// here, and this entry is a federation singleton like the main one (SHARED_KIT_ENTRIES), so it is one
// store for the shell and every remote. An author's public folders (queryPublicFolders) stay on the main entry.
export { $folders, addFolder, FOLDER_MESSAGE_MS, loadFolders, syncFolders } from './stores/folders';
export type { FolderAction, FoldersState } from './stores/folders';
export { addMaterialToFolder, archiveFolder, moveFolder, removeFolder, renameFolder, setFolderPublic } from './stores/folder-actions';
