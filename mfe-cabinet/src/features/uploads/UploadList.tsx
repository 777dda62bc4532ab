import { apiErrorBody, EmptyState, ErrorState, href, Link, LoadingState, type UploadMaterial, useQuery } from '@teachmarket/shared-kit';
import { deleteDraft, getOwnMaterials, republishOwnMaterial, withdrawOwnMaterial } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStep, WithdrawStep } from './ConfirmStep';
import './uploads.css';

type NoticeKey = 'deleted' | 'deleteFailed' | 'withdrawn' | 'withdrawFailed' | 'republished' | 'republishFailed' | 'republishIncomplete';
interface Notice { key: NoticeKey; title: string; failed: boolean }

/**
 * The seller's materials (drafts, published, off sale), with edit, a confirmed delete for drafts
 * that never were on sale, a confirmed withdrawal from sale and "publish again"; the page gives the title.
 */
export function UploadList({ world }: { world: string }) {
  const { t } = useTranslation('seller');
  const list = useQuery(['getOwnMaterials', world], () => getOwnMaterials());
  const [removed, setRemoved] = useState<number[]>([]);
  /** Rows as the API answered a withdrawal or a republish (the list itself is not fetched again). */
  const [changed, setChanged] = useState<Record<number, UploadMaterial>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const onDelete = async (m: UploadMaterial) => {
    try {
      await deleteDraft(m.id);
      setRemoved((ids) => [...ids, m.id]);
      setNotice({ key: 'deleted', title: m.title, failed: false });
    } catch {
      setNotice({ key: 'deleteFailed', title: m.title, failed: true });
    }
  };
  const onWithdraw = async (m: UploadMaterial) => {
    try {
      const { item } = await withdrawOwnMaterial(m.id);
      setChanged((rows) => ({ ...rows, [m.id]: item }));
      setNotice({ key: 'withdrawn', title: m.title, failed: false });
    } catch {
      setNotice({ key: 'withdrawFailed', title: m.title, failed: true });
    }
  };
  const onRepublish = async (m: UploadMaterial) => {
    try {
      const { item } = await republishOwnMaterial(m.id);
      setChanged((rows) => ({ ...rows, [m.id]: item }));
      setNotice({ key: 'republished', title: m.title, failed: false });
    } catch (error) {
      // 400 incomplete_material: it was edited while off sale and misses a required field.
      setNotice({ key: apiErrorBody(error).code === 'incomplete_material' ? 'republishIncomplete' : 'republishFailed', title: m.title, failed: true });
    }
  };

  const items = list.status === 'success' ? list.data.items.filter((m) => !removed.includes(m.id)).map((m) => changed[m.id] ?? m) : [];
  const uploadNew = <Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('list.uploadNew')}</Link>;
  return (
    <section className="tm-upload-list" aria-label={t('list.title')}>
      {notice && <p role="status" className={notice.failed ? 'tm-field__error' : undefined}>{t(`list.${notice.key}`, { title: notice.title })}</p>}
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' && items.length === 0 && <EmptyState action={uploadNew}>{t('list.empty')}</EmptyState>}
      {items.length > 0 && (
        <ul className="tm-upload-list__items">
          {items.map((m) => (
            <UploadRow key={m.id} material={m} world={world} onDelete={() => onDelete(m)} onWithdraw={() => onWithdraw(m)} onRepublish={() => onRepublish(m)} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  material: UploadMaterial;
  world: string;
  onDelete: () => Promise<void>;
  onWithdraw: () => Promise<void>;
  onRepublish: () => Promise<void>;
}

function statusOf(m: UploadMaterial): 'published' | 'draft' | 'withdrawn' | 'takenDown' {
  if (m.status === 'published') return 'published';
  if (!m.unpublished) return 'draft';
  return m.unpublished.by === 'author' ? 'withdrawn' : 'takenDown';
}

const STATUS_LABEL = { published: 'list.statusPublished', draft: 'list.statusDraft', withdrawn: 'list.statusWithdrawn', takenDown: 'list.statusTakenDown' } as const;

function UploadRow({ material: m, world, onDelete, onWithdraw, onRepublish }: RowProps) {
  const { t } = useTranslation('seller');
  const [confirming, setConfirming] = useState<'delete' | 'withdraw' | null>(null);
  const [republishing, setRepublishing] = useState(false);
  const status = statusOf(m);
  // Focus follows the step: back to the button that opened the question, or to the row's next step after it.
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const republishButton = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<'withdraw' | 'republish' | null>(null);
  useEffect(() => {
    if (!focusTo || confirming) return;
    // A failed step leaves the row as it was: then the button that is there gets the focus.
    const [first, second] = focusTo === 'withdraw' ? [withdrawButton, republishButton] : [republishButton, withdrawButton];
    (first.current ?? second.current)?.focus();
    setFocusTo(null);
  }, [focusTo, confirming, status]);

  const republish = () => {
    if (republishing) return;
    setRepublishing(true);
    void onRepublish().finally(() => {
      setRepublishing(false);
      setFocusTo('withdraw');
    });
  };
  const label = (key: 'list.edit' | 'list.view' | 'list.withdraw' | 'list.republish' | 'list.delete') => `${t(key)}: ${m.title}`;
  return (
    <li className="tm-upload-list__item">
      <div className="tm-upload-list__info">
        <strong>{m.title}</strong>
        <span className={`tm-badge tm-upload-status tm-upload-status--${status}`}>{t(STATUS_LABEL[status])}</span>
        <span className="tm-upload-list__meta">{t('list.pages', { count: m.pages })}</span>
      </div>
      <div className="tm-upload-list__actions">
        <Link className="tm-button" to={href('firstUpload', { materialId: String(m.id) }, world)} aria-label={label('list.edit')}>{t('list.edit')}</Link>
        {status === 'published' && (
          <Link className="tm-button" to={href('material', { id: String(m.id), slug: m.slug }, world)} aria-label={label('list.view')}>{t('list.view')}</Link>
        )}
        {status === 'published' && !confirming && (
          <button ref={withdrawButton} type="button" className="tm-button" onClick={() => setConfirming('withdraw')} aria-label={label('list.withdraw')}>{t('list.withdraw')}</button>
        )}
        {status === 'withdrawn' && (
          <button
            ref={republishButton} type="button" className="tm-button tm-button--primary" aria-label={label('list.republish')}
            aria-disabled={republishing || undefined} onClick={republish}
          >{t('list.republish')}</button>
        )}
        {status === 'draft' && !confirming && (
          <button type="button" className="tm-button" onClick={() => setConfirming('delete')} aria-label={label('list.delete')}>{t('list.delete')}</button>
        )}
      </div>
      {status === 'takenDown' && (
        <p className="tm-upload-list__note">{t('list.takenDownNote', { reason: m.unpublished?.reason ?? '' })}</p>
      )}
      {confirming === 'delete' && (
        <ConfirmStep
          id={`confirm-${m.id}`}
          className="tm-upload-list__confirm"
          question={t('list.confirmDelete', { title: m.title })}
          confirmLabel={t('list.confirm')}
          cancelLabel={t('list.cancel')}
          onConfirm={onDelete}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'withdraw' && (
        <WithdrawStep
          material={m}
          className="tm-upload-list__confirm"
          onConfirm={async () => {
            await onWithdraw();
            setFocusTo('republish');
          }}
          onClose={() => {
            setConfirming(null);
            setFocusTo((to) => to ?? 'withdraw');
          }}
        />
      )}
    </li>
  );
}
