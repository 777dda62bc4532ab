import { isLoggedInNow } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../ui/lazy-panel';

/** The panel loads when it is first opened (issue 16, FolderPanel.tsx). */
const FolderPanel = lazyPanel(() => import(/* webpackChunkName: "material-panels" */ './FolderPanel').then((m) => m.FolderPanel));

/** Add to folder (spec §7 folders/materials/{materialId}/sync): folders need a login. */
export function FolderPicker({ materialId, world }: { materialId: number; world: string }) {
  const { t } = useTranslation('material-page');
  const [open, setOpen] = useState(false);
  const loggedIn = isLoggedInNow();
  const button = useRef<HTMLButtonElement>(null);
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

  return (
    <div className="tm-folders" ref={root}>
      <button type="button" className="tm-button" aria-expanded={open} onClick={() => setOpen((v) => !v)} ref={button}>
        {t('folders.add')}
      </button>
      {open && <FolderPanel materialId={materialId} world={world} loggedIn={loggedIn} />}
    </div>
  );
}
