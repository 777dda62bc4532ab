import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled input whose message is tied to it (aria-describedby), so screen readers read it too. */
export function TextField({ id, label, error, ...input }: Props) {
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
