import { useStore } from '@nanostores/react';
import { MaterialCard, type MaterialSummary, unavailableWhile } from '@teachmarket/shared-kit';
import { $schoolWishlist, toggleSchoolWishlist } from '@teachmarket/shared-kit/school-wishlist';
import { $folders, addMaterialToFolder } from '@teachmarket/shared-kit/folders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolderAction } from './use-folder-action';

interface Props { material: MaterialSummary; world: string; loggedIn: boolean; schoolMember: boolean; onRemove: () => void }

/** One favourite: the card, remove (with undo on the page), add to a folder, add to the school wishlist. */
export function FavouriteItem({ material, world, loggedIn, schoolMember, onRemove }: Props) {
  const { t } = useTranslation(['favorites', 'my-school']);
  const id = useId();
  const { folders } = useStore($folders);
  const school = useStore($schoolWishlist);
  const [folderId, setFolderId] = useState('');
  const { run, failed, busy } = useFolderAction();
  const targets = folders.filter((f) => !f.is_archive);
  const onSchoolList = school.items.some((m) => m.id === material.id);
  return (
    <li className="tm-cabinet__item" data-testid="favourite-item">
      <MaterialCard material={material} world={world} showFavourite={false} />
      <button type="button" className="tm-button" aria-label={t('remove', { title: material.title })} onClick={onRemove}>{t('removeShort')}</button>
      {loggedIn && targets.length > 0 && (
        <div className="tm-favourite__folder">
          <label htmlFor={id}>{t('addToFolder')}</label>
          <select id={id} value={folderId} onChange={(e) => setFolderId(e.target.value)}>
            <option value="">{t('chooseFolder')}</option>
            {targets.map((f) => <option key={f.id} value={f.id}>{f.title}</option>)}
          </select>
          <button type="button" className="tm-button"
            {...unavailableWhile(!folderId || busy, () => void run(() => addMaterialToFolder(Number(folderId), material.id)))}>{t('addShort')}</button>
        </div>
      )}
      {schoolMember && (
        <button type="button" className="tm-button" aria-pressed={onSchoolList}
          {...unavailableWhile(busy || (onSchoolList && !school.removable.includes(material.id)), () => void run(() => toggleSchoolWishlist(material)))}>
          {onSchoolList ? t('my-school:onSchoolList') : t('my-school:addToSchool')}
        </button>
      )}
      {failed && <p role="alert" className="tm-field-error">{t('actionFailed')}</p>}
    </li>
  );
}
