import { type Folder, unavailableWhile } from '@teachmarket/shared-kit';
import { archiveFolder, moveFolder, removeFolder, renameFolder, setFolderPublic } from '@teachmarket/shared-kit/folders';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { subtreeIds } from './folder-tree';
import { useFolderAction } from './use-folder-action';

/** The actions on one folder: rename, move, public toggle, archive / restore, delete with confirm. */
export function FolderEditor({ folder, folders, onDone }: { folder: Folder; folders: Folder[]; onDone: () => void }) {
  const { t } = useTranslation('favorites');
  const id = useId();
  const [title, setTitle] = useState(folder.title);
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run, failed, busy } = useFolderAction();
  const blocked = subtreeIds(folders, folder.id);
  const targets = folders.filter((f) => !f.is_archive && !blocked.has(f.id));

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setInvalid(true);
    setInvalid(false);
    if (await run(() => renameFolder(folder.id, title.trim()))) onDone();
  };

  return (
    <div className="tm-folder-editor">
      <form onSubmit={rename} noValidate>
        <label htmlFor={`${id}-title`}>{t('folderName')}</label>
        <input id={`${id}-title`} value={title} maxLength={120} aria-invalid={invalid} aria-describedby={invalid ? `${id}-err` : undefined} onChange={(e) => setTitle(e.target.value)} />
        {invalid && <p id={`${id}-err`} className="tm-field-error">{t('nameRequired')}</p>}
        <button type="submit" className="tm-button" {...unavailableWhile(busy)}>{t('rename')}</button>
      </form>
      {!folder.is_archive && (
        <>
          <label htmlFor={`${id}-move`}>{t('moveTo')}</label>
          <select id={`${id}-move`} value={folder.parent_id ?? ''} aria-disabled={busy || undefined}
            onChange={(e) => { if (!busy) void run(() => moveFolder(folder.id, e.target.value ? Number(e.target.value) : null)); }}>
            <option value="">{t('topLevel')}</option>
            {targets.map((f) => <option key={f.id} value={f.id}>{f.title}</option>)}
          </select>
          <label className="tm-folder-editor__check">
            <input type="checkbox" checked={Boolean(folder.is_public)} aria-disabled={busy || undefined}
              onChange={(e) => { if (!busy) void run(() => setFolderPublic(folder.id, e.target.checked)); }} />
            {t('public')}
          </label>
        </>
      )}
      <div className="tm-folder-editor__row">
        <button type="button" className="tm-button" {...unavailableWhile(busy, () => void run(() => archiveFolder(folder.id, !folder.is_archive)))}>
          {folder.is_archive ? t('unarchive') : t('archiveAction')}
        </button>
        {!confirming && <button type="button" className="tm-button" onClick={() => setConfirming(true)}>{t('delete')}</button>}
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="tm-folder-editor__confirm">
          <p id={`${id}-confirm`}>{t('confirmDelete', { title: folder.title })}</p>
          <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void run(() => removeFolder(folder.id)))}>{t('deleteConfirm')}</button>
          <button type="button" className="tm-button" onClick={() => setConfirming(false)}>{t('cancel')}</button>
        </div>
      )}
      {failed && <p role="alert" className="tm-field-error">{t('actionFailed')}</p>}
    </div>
  );
}
