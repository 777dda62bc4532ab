import { ErrorState, LoadingState, type UploadPreviews, unavailableWhile } from '@teachmarket/shared-kit';
import { PREVIEW_ERROR_CODES, PREVIEW_PAGE_CHOICES } from '@teachmarket/contracts/rules/previews';
import { MAX_MATERIAL_BYTES } from '@teachmarket/contracts/rules/uploads';
import { getMaterialPreviews, replaceMaterialFile, retryMaterialPreviews, setPreviewPages } from '@teachmarket/shared-kit/page-api';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { useUpload } from '../../ui/use-upload';
import { UploadOrPicker } from './UploadOrPicker';
import './previews.css';

/** While previews are being made, the state is asked for this often. */
const POLL_MS = 1000;
const MB = Math.round(MAX_MATERIAL_BYTES / 1024 / 1024);
/** The kinds a material file may be (the API checks the content; this only narrows the file dialog). */
const ACCEPT = '.pdf,.docx,.pptx,.zip,application/pdf,application/zip';
const busy = (p: UploadPreviews | null) => p?.state === 'queued' || p?.state === 'rendering';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; previews: UploadPreviews };

/**
 * The previews of a seller's material (issue 12): buyers see its first pages, watermarked. Shows
 * how far they are (queued, page n of m), the thumbnails when ready, and a failure with its reason,
 * a retry and a new file; the seller chooses how many pages are shown (1-5).
 */
export function PreviewsPanel({ materialId }: { materialId: number }) {
  const { t } = useTranslation('seller');
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [actionFailed, setActionFailed] = useState(false);
  const [working, setWorking] = useState(false);
  const previews = load.status === 'ready' ? load.previews : null;
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const { item } = await getMaterialPreviews(materialId, current.signal);
      if (!current.signal.aborted) setLoad({ status: 'ready', previews: item });
    } catch {
      if (!current.signal.aborted) setLoad((l) => (l.status === 'ready' ? l : { status: 'error' }));
    }
  }, [materialId]);

  useEffect(() => {
    void refresh();
    return () => controller.current?.abort();
  }, [refresh]);

  // Ask again while the job works; stop at ready or failed (and when the page is left).
  const polling = busy(previews);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, previews, refresh]);

  const act = async (call: () => Promise<{ item: UploadPreviews }>) => {
    setWorking(true);
    setActionFailed(false);
    try {
      setLoad({ status: 'ready', previews: (await call()).item });
    } catch {
      setActionFailed(true);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="tm-previews" aria-labelledby={headingId}>
      <h2 id={headingId} className="tm-previews__title">{t('previews.title')}</h2>
      <p className="tm-field__hint">{t('previews.intro')}</p>
      {load.status === 'loading' && <LoadingState />}
      {load.status === 'error' && <ErrorState onRetry={() => void refresh()} />}
      {previews && (
        <>
          <PageCount
            value={previews.previewPages}
            disabled={working}
            onChange={(pages) => void act(() => setPreviewPages(materialId, pages))}
          />
          <PreviewStatus previews={previews} />
          {previews.state === 'failed' && (
            <Failure
              previews={previews}
              materialId={materialId}
              retrying={working}
              onRetry={() => void act(() => retryMaterialPreviews(materialId))}
              onReplaced={() => void refresh()}
            />
          )}
          {actionFailed && <p role="alert" className="tm-field__error">{t('previews.actionFailed')}</p>}
          <Thumbnails previews={previews} />
        </>
      )}
    </section>
  );
}

function PageCount({ value, disabled, onChange }: { value: number; disabled: boolean; onChange: (pages: number) => void }) {
  const { t } = useTranslation('seller');
  const id = useId();
  return (
    <div className="tm-previews__count">
      <label htmlFor={id}>{t('previews.pagesLabel')}</label>
      {/* aria-disabled while a change is saved: the select keeps focus (issue 20); a choice meanwhile is ignored. */}
      <select id={id} value={value} aria-disabled={disabled || undefined} onChange={(e) => { if (!disabled) onChange(Number(e.target.value)); }}>
        {PREVIEW_PAGE_CHOICES.map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
    </div>
  );
}

/** Progress in a bar and in words; the words are announced (the bar alone says nothing to a screen reader). */
function PreviewStatus({ previews }: { previews: UploadPreviews }) {
  const { t } = useTranslation('seller');
  if (previews.state === 'failed') return null;
  if (previews.state === 'ready') {
    return (
      <p role="status" className="tm-previews__ready">
        {previews.source === 'cover' ? t('previews.readyCover') : t('previews.ready')}
      </p>
    );
  }
  const rendering = previews.state === 'rendering' && previews.pagesTotal > 0;
  return (
    <div className="tm-previews__progress">
      <progress
        max={rendering ? previews.pagesTotal : undefined}
        value={rendering ? previews.pagesDone : undefined}
        aria-label={t('previews.progressLabel')}
      />
      <p role="status">
        {rendering ? t('previews.rendering', { done: previews.pagesDone, total: previews.pagesTotal }) : t('previews.queued')}
      </p>
    </div>
  );
}

type PreviewErrorCode = (typeof PREVIEW_ERROR_CODES)[number];
const isKnownError = (code: string): code is PreviewErrorCode => (PREVIEW_ERROR_CODES as readonly string[]).includes(code);

/** The upload's refusal in the seller's language (the API's message is English). */
function replaceErrorKey(code: string | null | undefined) {
  if (code === 'file_too_large') return 'upload.tooLarge' as const;
  if (code === 'unsupported_file_type') return 'upload.wrongType' as const;
  if (code === 'pdf_encrypted') return 'previews.errors.pdf_encrypted' as const;
  if (code === 'file_damaged') return 'previews.errors.pdf_invalid' as const;
  return 'upload.failed' as const;
}

function Failure({ previews, materialId, retrying, onRetry, onReplaced }: {
  previews: UploadPreviews; materialId: number; retrying: boolean; onRetry: () => void; onReplaced: () => void;
}) {
  const { t } = useTranslation('seller');
  const send = useCallback((file: File, options: Parameters<typeof replaceMaterialFile>[2]) => replaceMaterialFile(materialId, file, options), [materialId]);
  const { state, start, cancel, clearFailure } = useUpload(send);
  const code = previews.error?.code ?? 'render_failed';
  const known: PreviewErrorCode = isKnownError(code) ? code : 'render_failed';
  const uploadError = state.status === 'error' ? apiErrorBody(state.error) : null;
  return (
    <div className="tm-previews__failed">
      {/* Only the reason is announced; the ways out follow it. */}
      <div role="alert">
        <p className="tm-previews__failed-title">{t('previews.failedTitle')}</p>
        <p>{t(`previews.errors.${known}`)}</p>
      </div>
      <div className="tm-previews__failed-actions">
        <button type="button" className="tm-button" {...unavailableWhile(retrying || state.status === 'uploading', onRetry)}>{t('previews.retry')}</button>
      </div>
      <UploadOrPicker
        state={state}
        onCancel={cancel}
        onClearFailure={clearFailure}
        accept={ACCEPT}
        buttonLabel={t('previews.replace')}
        hint={t('upload.hint', { size: MB })}
        check={(file) => (file.size > MAX_MATERIAL_BYTES ? t('upload.tooLarge', { size: MB }) : null)}
        onFile={(file) => void start(file).then((done) => done && onReplaced())}
      />
      {uploadError && <p className="tm-field__error">{t(replaceErrorKey(uploadError.code), { size: MB })}</p>}
    </div>
  );
}

/** The watermarked pages as buyers see them, at their own proportions (the space is reserved before they load). */
function Thumbnails({ previews }: { previews: UploadPreviews }) {
  const { t } = useTranslation('seller');
  if (!previews.images.length) return null;
  return (
    <ol className="tm-previews__thumbs">
      {previews.images.map((image, i) => (
        <li key={i}>
          <img src={image.src} width={image.width} height={image.height} alt={t('previews.thumbAlt', { page: i + 1 })} />
        </li>
      ))}
    </ol>
  );
}
