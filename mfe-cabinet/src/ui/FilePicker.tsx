import { useId, useRef, useState, type DragEvent } from 'react';

export interface FilePickerProps {
  accept: string;
  buttonLabel: string;
  dropLabel?: string;
  hint: string;
  /** A message when the file must not be sent (type, size), checked before any upload. */
  check: (file: File) => string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Choose a file with the button (keyboard) or drop it on the zone; wrong files never leave the browser. */
export function FilePicker({ accept, buttonLabel, dropLabel, hint, check, onFile, disabled }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = check(file);
    setError(problem);
    if (!problem) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`tm-dropzone${over ? ' tm-dropzone--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {dropLabel && <p>{dropLabel}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="tm-visually-hidden"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        // aria-disabled while a file is sent, not disabled: the (visually hidden) input keeps focus (issue 20);
        // a press meanwhile opens no file chooser.
        aria-disabled={disabled || undefined}
        onClick={(event) => { if (disabled) event.preventDefault(); }}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="tm-button tm-button--primary" aria-disabled={disabled || undefined}>{buttonLabel}</label>
      <p id={`${id}-hint`} className="tm-field__hint">{hint}</p>
      {error && <p id={`${id}-error`} className="tm-field__error" role="alert">{error}</p>}
    </div>
  );
}
