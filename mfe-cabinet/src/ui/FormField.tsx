import { cloneElement, type ReactElement } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** The control (input, select, textarea); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its own validation message (read out when it appears). */
export function FormField({ id, label, error, hint, children }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={`${id}-hint`} className="tm-field__hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
