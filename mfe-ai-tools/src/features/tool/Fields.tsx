import type { ReactNode } from 'react';

/** A labelled control whose message is tied to it (aria-describedby), so screen readers read it too. */
export function FieldShell({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p id={`${id}-hint`} className="tm-field__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="tm-field__error" role="alert">{error}</p>}
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
