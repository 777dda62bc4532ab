import { useStore } from '@nanostores/react';
import { announce, href, Link } from '@teachmarket/shared-kit';
import { addFolder, $folders, loadFolders, syncFolders } from '@teachmarket/shared-kit/folders';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The opened folder panel of FolderPicker: a chunk of its own, loaded when a reader first opens it
 * (issue 16). Folders need a login; the folders are loaded when it opens.
 */
export function FolderPanel({ materialId, world, loggedIn }: { materialId: number; world: string; loggedIn: boolean }) {
  const { t } = useTranslation('material-page');
  const state = useStore($folders);
  const [error, setError] = useState(false);
  const [title, setTitle] = useState('');
  // Issue 20 (WCAG 4.1.3): the folder change is said through the shell's status region as well.
  useEffect(() => {
    if (state.message) announce(t(`folders.${state.message}`));
  }, [state.message, t]);

  useEffect(() => {
    if (!loggedIn || state.loaded) return;
    loadFolders('favorite').catch(() => {
      setError(true);
    });
  }, [loggedIn, state.loaded]);

  const run = async (action: () => Promise<unknown>) => {
    setError(false);
    try {
      await action();
    } catch {
      setError(true);
    }
  };
  const toggle = (folderId: number, on: boolean) => {
    const current = state.folders.filter((f) => f.folders_materials.some((fm) => fm.material_id === materialId)).map((f) => f.id);
    const next = on ? [...current, folderId] : current.filter((id) => id !== folderId);
    return run(() => syncFolders(materialId, next, 'favorite'));
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) return;
    void run(async () => {
      const folder = await addFolder(name, 'favorite');
      setTitle('');
      await toggle(folder.id, true);
    });
  };

  return (
    <div className="tm-folders__panel">
      {!loggedIn ? (
        <p>
          {t('folders.loginNeeded')} <Link to={href('login', {}, world)}>{t('folders.login')}</Link>
        </p>
      ) : (
        <>
          {state.folders.length === 0 && state.loaded && <p>{t('folders.none')}</p>}
          <ul className="tm-folders__list">
            {state.folders.filter((f) => !f.is_archive).map((f) => (
              <li key={f.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={f.folders_materials.some((fm) => fm.material_id === materialId)}
                    onChange={(e) => void toggle(f.id, e.target.checked)}
                  />{' '}
                  {f.title}
                </label>
              </li>
            ))}
          </ul>
          <form onSubmit={create} className="tm-folders__create">
            <label>
              <span className="tm-visually-hidden">{t('folders.newName')}</span>
              <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('folders.newName')} maxLength={120} />
            </label>
            <button type="submit" className="tm-button">
              {t('folders.create')}
            </button>
          </form>
        </>
      )}
      {state.message && <p role="status" aria-live="off">{t(`folders.${state.message}`)}</p>}
      {error && <p role="alert">{t('folders.error')}</p>}
    </div>
  );
}
