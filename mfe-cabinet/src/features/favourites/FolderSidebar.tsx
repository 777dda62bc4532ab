import { useStore } from '@nanostores/react';
import { type Folder, useEscapeClose, unavailableWhile } from '@teachmarket/shared-kit';
import { $folders, addFolder } from '@teachmarket/shared-kit/folders';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderEditor } from './FolderEditor';
import { activeTree } from './folder-tree';
import { useFolderAction } from './use-folder-action';

interface Props { selected: number | null; onSelect: (id: number | null) => void }

/**
 * The favourite folders (spec §3): the tree, the archive kept apart, and a form for a new folder. Beside the cards
 * when there is room; where there is not (phones, the cabinet navigation taking the side), it folds into a disclosure
 * that names the folder shown and closes again once one is chosen (favourites.css, container query).
 */
export function FolderSidebar({ selected, onSelect }: Props) {
  const { t } = useTranslation('favorites');
  const { folders, action } = useStore($folders);
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const archived = folders.filter((f) => f.is_archive);
  const current = folders.find((f) => f.id === selected);
  const select = (id: number | null) => {
    onSelect(id);
    setOpen(false);
  };
  // Issue 20: Escape in the folded-out folders (or on their toggle) folds them in; focus goes back to the toggle.
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEscapeClose(open, [root], () => {
    setOpen(false);
    toggle.current?.focus();
  });
  return (
    <aside className="tm-folders" aria-label={t('folders')} ref={root}>
      <h2 className="tm-folders__title">{t('folders')}</h2>
      <h2 className="tm-folders__toggle">
        <button ref={toggle} type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span>{t('folders')}</span>
          <span className="tm-folders__current">{current ? current.title : t('allFavourites')}</span>
        </button>
      </h2>
      {/* spec §4: the success message is shown, then cleared after 8 s (the store clears it). */}
      <p role="status" className="tm-folders__message">{action ? t(`msg.${action}`) : ''}</p>
      <div id={bodyId} className={open ? 'tm-folders__body' : 'tm-folders__body tm-folders__body--closed'}>
        <ul className="tm-folders__tree">
          <li>
            <button type="button" className="tm-folders__select" aria-pressed={selected === null} onClick={() => select(null)}>{t('allFavourites')}</button>
          </li>
          {activeTree(folders).map(({ folder, depth }) => (
            <FolderItem key={folder.id} folder={folder} folders={folders} depth={depth} selected={selected} onSelect={select} />
          ))}
        </ul>
        <NewFolderForm />
        <h3>{t('archive')}</h3>
        {archived.length === 0 ? <p>{t('archiveEmpty')}</p> : (
          <ul className="tm-folders__tree" aria-label={t('archive')}>
            {archived.map((folder) => <FolderItem key={folder.id} folder={folder} folders={folders} depth={0} selected={selected} onSelect={select} />)}
          </ul>
        )}
      </div>
    </aside>
  );
}

function FolderItem({ folder, folders, depth, selected, onSelect }: Props & { folder: Folder; folders: Folder[]; depth: number }) {
  const { t } = useTranslation('favorites');
  const [open, setOpen] = useState(false);
  // Issue 20: Escape in the folder's editor (or on its button) closes it and focus goes back to the button.
  const item = useRef<HTMLLIElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  useEscapeClose(open, [item], () => {
    setOpen(false);
    edit.current?.focus();
  });
  return (
    <li style={{ paddingInlineStart: `${depth * 1}rem` }} data-testid="folder" ref={item}>
      <div className="tm-folders__line">
        <button type="button" className="tm-folders__select" aria-pressed={selected === folder.id} onClick={() => onSelect(folder.id)}>
          {folder.title} <span className="tm-folders__count">({folder._total})</span>
        </button>
        <button ref={edit} type="button" className="tm-button tm-button--small" aria-expanded={open} aria-label={t('edit', { title: folder.title })} onClick={() => setOpen(!open)}>
          {t('editShort')}
        </button>
      </div>
      {open && <FolderEditor folder={folder} folders={folders} onDone={() => setOpen(false)} />}
    </li>
  );
}

function NewFolderForm() {
  const { t } = useTranslation('favorites');
  const id = useId();
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { run, failed, busy } = useFolderAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setInvalid(true);
    setInvalid(false);
    if (await run(() => addFolder(title.trim(), 'favorite'))) setTitle('');
  };
  return (
    <form className="tm-folders__new" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('newFolder')}</label>
      <input id={id} value={title} maxLength={120} aria-invalid={invalid} aria-describedby={invalid ? `${id}-err` : undefined} onChange={(e) => setTitle(e.target.value)} />
      {invalid && <p id={`${id}-err`} className="tm-field-error">{t('nameRequired')}</p>}
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('create')}</button>
      {failed && <p role="alert" className="tm-field-error">{t('actionFailed')}</p>}
    </form>
  );
}
