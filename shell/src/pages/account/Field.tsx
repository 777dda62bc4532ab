import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose message is tied to it (aria-describedby), so screen readers read it too. */
export function Field({ id, label, error, hint, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <p id={`${id}-hint`} className="tm-field__hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
