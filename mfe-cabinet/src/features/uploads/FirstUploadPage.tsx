import { EmptyState, ErrorState, href, Link, LoadingState, type PageProps, type UploadMaterial, useQuery } from '@teachmarket/shared-kit';
import { MATERIAL_FILE_ACCEPT, MAX_MATERIAL_BYTES } from '@teachmarket/contracts/rules/uploads';
import { getOwnMaterial, uploadMaterialFile } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { useUpload } from '../../ui/use-upload';
import { fileErrorKey } from './material-file-errors';
import { MaterialFiles } from './MaterialFiles';
import { MaterialForm } from './MaterialForm';
import { PreviewsPanel } from './PreviewsPanel';
import { UploadOrPicker } from './UploadOrPicker';
import './uploads.css';

const MB = Math.round(MAX_MATERIAL_BYTES / 1024 / 1024);
// The API recognises PDF, DOCX, PPTX and ZIP by content; the name only keeps obvious mistakes in the browser.
const isMaterialFile = (file: File) => /\.(pdf|docx|pptx|zip)$/i.test(file.name);

/** spec §2 /first-upload/:materialId?: choose a file (PDF, DOCX, PPTX, ZIP), watch it upload, then describe and publish it. */
export default function FirstUploadPage({ world, routeId, params }: PageProps) {
  const { t } = useTranslation('seller');
  const id = Number(params.materialId);
  const existing = Boolean(params.materialId) && Number.isInteger(id) && id > 0;
  return (
    <CabinetLayout world={world} routeId={routeId} title={existing ? t('upload.editTitle') : t('upload.title')} loginMessage={t('list.loginRequired')}>
      {existing ? <EditExisting id={id} world={world} /> : <NewUpload world={world} />}
    </CabinetLayout>
  );
}

/**
 * s17 QA3 (s16 QA2 finding 8): an operator took the material out of the catalogue; its author, sent here
 * to correct it, reads why (the uploads list and the mail said so, this page did not).
 */
function TakenDownNote({ material }: { material: UploadMaterial }) {
  const { t } = useTranslation('seller');
  if (material.unpublished?.by !== 'operator') return null;
  return (
    <section className="tm-upload__taken-down" aria-labelledby="upload-taken-down">
      <h2 id="upload-taken-down">{t('list.statusTakenDown')}</h2>
      <p>{t('upload.takenDownNote', { reason: material.unpublished.reason ?? '–' })}</p>
    </section>
  );
}

function EditExisting({ id, world }: { id: number; world: string }) {
  const { t } = useTranslation('seller');
  const material = useQuery(['getOwnMaterial', id], () => getOwnMaterial(id));
  const [republished, setRepublished] = useState(false);
  return (
    <div className="tm-upload">
      {material.status === 'loading' && <LoadingState />}
      {material.status === 'error' &&
        (material.error.status === 403 || material.error.status === 404 ? (
          <EmptyState action={<Link className="tm-button" to={href('uploadEdit', {}, world)}>{t('upload.back')}</Link>}>{t('upload.notFound')}</EmptyState>
        ) : (
          <ErrorState onRetry={material.retry} />
        ))}
      {material.status === 'success' && (
        <>
          {!republished && <TakenDownNote material={material.data.item} />}
          <PreviewsPanel materialId={material.data.item.id} />
          <MaterialFiles material={material.data.item} />
          <MaterialForm material={material.data.item} world={world} onPublished={() => setRepublished(true)} />
        </>
      )}
    </div>
  );
}

function NewUpload({ world }: { world: string }) {
  const { t } = useTranslation('seller');
  const [material, setMaterial] = useState<UploadMaterial | null>(null);
  const { state, start, cancel, clearFailure } = useUpload(uploadMaterialFile);

  const onFile = async (file: File) => {
    const result = await start(file);
    if (result) setMaterial(result.item);
  };
  const failure = state.status === 'error' ? apiErrorBody(state.error) : null;

  return (
    <div className="tm-upload">
      {material ? (
        <>
          {/* The finished upload stays in view: which file went up, and that all of it did. */}
          <div className="tm-upload-progress">
            <progress max={100} value={100} aria-label={t('upload.progressLabel')} />
            <p>{t('upload.done', { name: material.fileName ?? material.title, percent: 100 })}</p>
          </div>
          <PreviewsPanel materialId={material.id} />
          <MaterialFiles material={material} />
          <MaterialForm material={material} world={world} />
        </>
      ) : (
        <>
          <UploadOrPicker
            state={state}
            onCancel={cancel}
            onClearFailure={clearFailure}
            accept={MATERIAL_FILE_ACCEPT}
            buttonLabel={t('upload.choose')}
            dropLabel={t('upload.drop')}
            hint={t('upload.hint', { size: MB })}
            check={(file) => (!isMaterialFile(file) ? t('upload.wrongType') : file.size > MAX_MATERIAL_BYTES ? t('upload.tooLarge', { size: MB }) : null)}
            onFile={(file) => void onFile(file)}
          />
          {state.status === 'cancelled' && <p role="status">{t('upload.cancelled')}</p>}
          {failure && (
            <p role="alert" className="tm-field__error">
              {failure.code === 'file_too_large' ? t('upload.tooLarge', { size: MB }) : failure.code === 'unsupported_file_type' ? t('upload.wrongType')
                : failure.code === 'file_damaged' || failure.code === 'pdf_encrypted' ? t(`files.errors.${fileErrorKey(failure.code)}`) : t('upload.failed')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
