import { useCallback, useState } from 'react';
import type { SummaryError } from './ErrorSummary';

/**
 * The values of a form's text fields and the error of each: typing in a field clears that field's
 * error (and calls `onEdit`, e.g. to reset the submit state), so a message never outlives its cause.
 * The error is whatever the form needs to word its message (true, or a reason like 'short').
 */
export function useFormFields<F extends string, E = true>(initial: Record<F, string>, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, E>>>({});
  const set = useCallback(
    (field: F, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      onEdit?.();
    },
    [onEdit],
  );
  /** Sets the errors found before sending; true when the form may be sent. */
  const check = useCallback((found: Partial<Record<F, E>>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);
  /**
   * An API refusal that names one of the form's fields goes under that field: true when it did (for
   * useSubmit's onError, so the form shows no general failure), false for a field the form has not.
   */
  const claim = useCallback(
    (field: string | null | undefined, error: E) => {
      if (!field || !Object.hasOwn(initial, field)) return false;
      setErrors({ [field]: error } as Partial<Record<F, E>>);
      return true;
    },
    // The form's fields are those of its first values; they never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return { values, setValues, errors, setErrors, set, check, claim };
}

/** The entries of an ErrorSummary, in the form's field order: `id` and `message` as the Fields have them. */
export function summaryErrors<F extends string>(
  fields: readonly F[],
  id: (field: F) => string,
  message: (field: F) => string | null,
): SummaryError[] {
  return fields.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: id(field), message: text }] : [];
  });
}
