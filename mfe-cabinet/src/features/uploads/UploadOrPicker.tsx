import { useTranslation } from 'react-i18next';
import { FilePicker, type FilePickerProps } from '../../ui/FilePicker';
import { UploadProgress } from '../../ui/UploadProgress';
import type { UploadState } from '../../ui/use-upload';

interface Props<T> extends FilePickerProps {
  state: UploadState<T>;
  onCancel: () => void;
}

/** A seller's file slot: while a file is uploading, its progress with a cancel button; otherwise the picker for the next one. */
export function UploadOrPicker<T>({ state, onCancel, ...picker }: Props<T>) {
  const { t } = useTranslation('seller');
  if (state.status !== 'uploading') return <FilePicker {...picker} />;
  return (
    <UploadProgress
      label={t('upload.progressLabel')}
      text={t('upload.progress', { name: state.name, percent: state.percent })}
      percent={state.percent}
      cancelLabel={t('upload.cancel')}
      onCancel={onCancel}
    />
  );
}
