import { useTranslation } from 'react-i18next';
import { FilePicker, type FilePickerProps } from '../../ui/FilePicker';
import { UploadProgress } from '../../ui/UploadProgress';
import type { UploadState } from '../../ui/use-upload';

interface Props<T> extends FilePickerProps {
  state: UploadState<T>;
  onCancel: () => void;
  /** useUpload's clearFailure: a file refused before sending replaces the last upload's failure (both showed, one stale). */
  onClearFailure?: () => void;
}

/** A seller's file slot: while a file is uploading, its progress with a cancel button; otherwise the picker for the next one. */
export function UploadOrPicker<T>({ state, onCancel, onClearFailure, ...picker }: Props<T>) {
  const { t } = useTranslation('seller');
  if (state.status !== 'uploading') {
    const check = (file: File) => {
      const problem = picker.check(file);
      if (problem) onClearFailure?.();
      return problem;
    };
    return <FilePicker {...picker} check={check} />;
  }
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
