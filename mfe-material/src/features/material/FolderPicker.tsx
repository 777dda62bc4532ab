import { useStore } from '@nanostores/react';
import { addFolder, announce, $folders, href, isLoggedInNow, Link, loadFolders, syncFolders } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Add to folder (spec §7 folders/materials/{materialId}/sync): folders need a login. */
export function FolderPicker({ materialId, world }: { materialId: number; world: string }) {
  const { t } = useTranslation('material-page');
  const state = useStore($folders);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState(false);
  const [title, setTitle] = useState('');
  const loggedIn = isLoggedInNow();
  const button = useRef<HTMLButtonElement>(null);
  // Issue 20 (WCAG 4.1.3): the folder change is said through the shell's status region as well.
  useEffect(() => {
    if (open && state.message) announce(t(`folders.${state.message}`));
  }, [open, state.message, t]);
  // Escape closes the open panel from anywhere inside it (or its button), and focus goes back to the button.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !root.current?.contains(event.target)) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (!open || !loggedIn || state.loaded) return;
    loadFolders('favorite').catch(() => {
      setError(true);
    });
  }, [open, loggedIn, state.loaded, t]);

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
    <div className="tm-folders" ref={root}>
      <button type="button" className="tm-button" aria-expanded={open} onClick={() => setOpen((v) => !v)} ref={button}>
        {t('folders.add')}
      </button>
      {open && (
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
      )}
    </div>
  );
}
