import { type UploadFile, type UploadMaterial, type UploadOptions } from '@teachmarket/shared-kit';
import { MATERIAL_FILE_ACCEPT, MAX_MATERIAL_BYTES, MAX_MATERIAL_FILES } from '@teachmarket/contracts/rules/uploads';
import { addMaterialFile, removeMaterialFile } from '@teachmarket/shared-kit/page-api';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { useUpload } from '../../ui/use-upload';
import { formatFileSize } from './file-size';
import { fileErrorKey, type FileErrorKey } from './material-file-errors';
import { ConfirmStep } from './ConfirmStep';
import { UploadOrPicker } from './UploadOrPicker';
import './material-files.css';

const MB = Math.round(MAX_MATERIAL_BYTES / 1024 / 1024);
const KNOWN = /\.(pdf|docx|pptx|zip)$/i;

type Notice = { kind: 'added' | 'removed'; name: string } | { kind: 'error'; key: FileErrorKey } | null;

/**
 * The files buyers receive (issue 12): each with name, kind and size; add another file, remove one
 * after a confirm step. Several files download as one ZIP. The API checks every file by content.
 */
export function MaterialFiles({ material }: { material: UploadMaterial }) {
  const { t, i18n } = useTranslation('seller');
  const headingId = useId();
  const [files, setFiles] = useState<UploadFile[]>(material.files);
  const [notice, setNotice] = useState<Notice>(null);
  const send = useCallback((file: File, options: UploadOptions) => addMaterialFile(material.id, file, options), [material.id]);
  const { state, start, cancel, clearFailure } = useUpload(send);

  const onFile = async (file: File) => {
    setNotice(null);
    const result = await start(file);
    if (!result) return;
    setFiles(result.item.files);
    const added = result.item.files[result.item.files.length - 1];
    setNotice({ kind: 'added', name: added?.name ?? file.name });
  };
  const onRemove = async (file: UploadFile) => {
    setNotice(null);
    try {
      setFiles((await removeMaterialFile(material.id, file.position)).item.files);
      setNotice({ kind: 'removed', name: file.name });
    } catch (error) {
      setNotice({ kind: 'error', key: fileErrorKey(apiErrorBody(error).code) });
    }
  };
  const uploadError = state.status === 'error' ? fileErrorKey(apiErrorBody(state.error).code) : null;

  return (
    <section className="tm-material-files" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('files.title')}</h2>
      <p className="tm-field__hint">{t('files.intro')}</p>
      <ul className="tm-material-files__list" aria-label={t('files.listLabel')}>
        {files.map((file) => (
          <FileRow key={file.position} file={file} size={formatFileSize(file.size, i18n.language)} removable={files.length > 1} onRemove={() => onRemove(file)} />
        ))}
      </ul>
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'tm-field__error' : undefined}>
          {notice.kind === 'error' ? t(`files.errors.${notice.key}`, { size: MB, max: MAX_MATERIAL_FILES }) : t(`files.${notice.kind}`, { name: notice.name })}
        </p>
      )}
      {files.length >= MAX_MATERIAL_FILES ? (
        <p className="tm-field__hint">{t('files.limit', { max: MAX_MATERIAL_FILES })}</p>
      ) : (
        <UploadOrPicker
          state={state}
          onCancel={cancel}
          onClearFailure={clearFailure}
          accept={MATERIAL_FILE_ACCEPT}
          buttonLabel={t('files.add')}
          dropLabel={t('files.drop')}
          hint={t('files.hint', { size: MB })}
          check={(file) => (!KNOWN.test(file.name) ? t('files.errors.wrongType') : file.size > MAX_MATERIAL_BYTES ? t('files.errors.tooLarge', { size: MB }) : null)}
          onFile={(file) => void onFile(file)}
        />
      )}
      {state.status === 'cancelled' && <p role="status">{t('upload.cancelled')}</p>}
      {uploadError && <p role="alert" className="tm-field__error">{t(`files.errors.${uploadError}`, { size: MB, max: MAX_MATERIAL_FILES })}</p>}
    </section>
  );
}

function FileRow({ file, size, removable, onRemove }: { file: UploadFile; size: string; removable: boolean; onRemove: () => Promise<void> }) {
  const { t } = useTranslation('seller');
  const confirmId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="tm-material-files__item">
      <div className="tm-material-files__info">
        <strong>{file.name}</strong>
        <span className="tm-material-files__meta">{t(`files.types.${file.type}`)} · {size}</span>
      </div>
      {removable && !confirming && (
        <button type="button" className="tm-button" onClick={() => setConfirming(true)} aria-label={t('files.removeLabel', { name: file.name })}>
          {t('files.remove')}
        </button>
      )}
      {confirming && (
        <ConfirmStep
          id={confirmId}
          className="tm-material-files__confirm"
          question={t('files.confirmRemove', { name: file.name })}
          confirmLabel={t('files.confirm')}
          cancelLabel={t('files.cancel')}
          onConfirm={onRemove}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
