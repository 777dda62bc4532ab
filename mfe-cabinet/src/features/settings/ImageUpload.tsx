import { type UploadOptions } from '@teachmarket/shared-kit';
import { MAX_IMAGE_BYTES } from '@teachmarket/contracts/rules/uploads';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../ui/FilePicker';
import { UploadProgress } from '../../ui/UploadProgress';
import { useUpload } from '../../ui/use-upload';

const MB = Math.round(MAX_IMAGE_BYTES / 1024 / 1024);
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props<T> {
  buttonLabel: string;
  send: (file: File, options: UploadOptions) => Promise<T>;
  onDone: (result: T) => void;
}

/** One image upload (avatar or background): checked in the browser, progress, cancel, retry on failure. */
export function ImageUpload<T>({ buttonLabel, send, onDone }: Props<T>) {
  const { t } = useTranslation('cabinet-settings');
  const { state, start, cancel } = useUpload(send);
  if (state.status === 'uploading') {
    return (
      <UploadProgress label={buttonLabel} text={t('profile.uploading', { percent: state.percent })} percent={state.percent} cancelLabel={t('profile.uploadCancel')} onCancel={cancel} />
    );
  }
  return (
    <>
      <FilePicker
        accept={IMAGE_TYPES.join(',')}
        buttonLabel={buttonLabel}
        hint={t('profile.imageHint', { size: MB })}
        check={(file) => (!IMAGE_TYPES.includes(file.type) ? t('profile.wrongType') : file.size > MAX_IMAGE_BYTES ? t('profile.tooLarge', { size: MB }) : null)}
        onFile={(file) => void start(file).then((result) => result && onDone(result))}
      />
      {state.status === 'error' && <p role="alert" className="tm-field__error">{t('profile.uploadFailed')}</p>}
    </>
  );
}
