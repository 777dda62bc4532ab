import { EmptyState, ErrorState, href, Link, LoadingState, type UploadMaterial, useQuery } from '@teachmarket/shared-kit';
import { deleteDraft, getOwnMaterials } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStep } from './ConfirmStep';
import './uploads.css';

/** The seller's materials (drafts and published), with edit and a confirmed delete for drafts; the page gives the title. */
export function UploadList({ world }: { world: string }) {
  const { t } = useTranslation('seller');
  const list = useQuery(['getOwnMaterials', world], () => getOwnMaterials());
  const [removed, setRemoved] = useState<number[]>([]);
  const [notice, setNotice] = useState<'deleted' | 'deleteFailed' | null>(null);

  const onDelete = async (m: UploadMaterial) => {
    try {
      await deleteDraft(m.id);
      setRemoved((ids) => [...ids, m.id]);
      setNotice('deleted');
    } catch {
      setNotice('deleteFailed');
    }
  };

  const items = list.status === 'success' ? list.data.items.filter((m) => !removed.includes(m.id)) : [];
  const uploadNew = <Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('list.uploadNew')}</Link>;
  return (
    <section className="tm-upload-list" aria-label={t('list.title')}>
      {notice && <p role="status" className={notice === 'deleteFailed' ? 'tm-field__error' : undefined}>{t(`list.${notice}`)}</p>}
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' && items.length === 0 && <EmptyState action={uploadNew}>{t('list.empty')}</EmptyState>}
      {items.length > 0 && (
        <ul className="tm-upload-list__items">
          {items.map((m) => <UploadRow key={m.id} material={m} world={world} onDelete={() => onDelete(m)} />)}
        </ul>
      )}
    </section>
  );
}

function UploadRow({ material: m, world, onDelete }: { material: UploadMaterial; world: string; onDelete: () => Promise<void> }) {
  const { t } = useTranslation('seller');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="tm-upload-list__item">
      <div className="tm-upload-list__info">
        <strong>{m.title}</strong>
        <span className={`tm-badge tm-upload-status tm-upload-status--${m.status}`}>
          {m.status === 'draft' ? t('list.statusDraft') : t('list.statusPublished')}
        </span>
        <span className="tm-upload-list__meta">{t('list.pages', { count: m.pages })}</span>
      </div>
      <div className="tm-upload-list__actions">
        <Link className="tm-button" to={href('firstUpload', { materialId: String(m.id) }, world)} aria-label={`${t('list.edit')}: ${m.title}`}>{t('list.edit')}</Link>
        {m.status === 'published' && (
          <Link className="tm-button" to={href('material', { id: String(m.id), slug: m.slug }, world)} aria-label={`${t('list.view')}: ${m.title}`}>{t('list.view')}</Link>
        )}
        {m.status === 'draft' && !confirming && (
          <button type="button" className="tm-button" onClick={() => setConfirming(true)} aria-label={`${t('list.delete')}: ${m.title}`}>{t('list.delete')}</button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          id={`confirm-${m.id}`}
          className="tm-upload-list__confirm"
          question={t('list.confirmDelete', { title: m.title })}
          confirmLabel={t('list.confirm')}
          cancelLabel={t('list.cancel')}
          onConfirm={onDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
