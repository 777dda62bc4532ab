interface Props {
  label: string;
  text: string;
  percent: number;
  cancelLabel: string;
  onCancel: () => void;
}

/** A progress bar with its percentage in words and a cancel button. */
export function UploadProgress({ label, text, percent, cancelLabel, onCancel }: Props) {
  return (
    <div className="tm-upload-progress">
      <progress max={100} value={percent} aria-label={label} />
      <p aria-live="polite">{text}</p>
      <button type="button" className="tm-button" onClick={onCancel}>{cancelLabel}</button>
    </div>
  );
}
