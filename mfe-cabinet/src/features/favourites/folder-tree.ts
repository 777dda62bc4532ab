import type { Folder } from '@teachmarket/shared-kit';

export interface FolderNode { folder: Folder; depth: number }

/** spec §3: folders form a tree through parent_id; archived folders are listed apart (flat). */
export function activeTree(folders: Folder[]): FolderNode[] {
  const active = folders.filter((f) => !f.is_archive);
  const ids = new Set(active.map((f) => f.id));
  const out: FolderNode[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const folder of active.filter((f) => (f.parent_id !== null && ids.has(f.parent_id) ? f.parent_id : null) === parent)) {
      out.push({ folder, depth });
      walk(folder.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A folder and every folder below it: never valid targets when moving that folder (no cycles). */
export function subtreeIds(folders: Folder[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parent_id !== null && ids.has(f.parent_id) && !ids.has(f.id)) {
        ids.add(f.id);
        grew = true;
      }
    }
  }
  return ids;
}
