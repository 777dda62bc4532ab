import { cloneElement, type InputHTMLAttributes, type ReactElement } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** Ids of further messages about this field, e.g. a form-level error that concerns it (issue 20: the wrong-password alert). */
  describedBy?: string;
  /**
   * The control (input, select, textarea); it receives id, aria-invalid and aria-describedby.
   * Without it the field is an <input> with the remaining props.
   */
  children?: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its hint and its own validation message, tied to it with
 * aria-describedby so screen readers read it too (and read out when it appears: role="alert").
 */
export function Field({ id, label, error, hint, describedBy: also, children, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, also ?? null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const linked = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      {children ? cloneElement(children, linked) : <input {...linked} {...input} />}
      {hint && <p id={`${id}-hint`} className="tm-field__hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
