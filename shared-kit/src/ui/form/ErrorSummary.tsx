import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the field's control (as given to <Field id>). */
  id: string;
  message: string;
}

/**
 * After a failed submit: the form's errors in one list read out at once (role="alert"), each a link
 * that moves the focus to its field (GOV.UK pattern), so a long form's problems are found without
 * scrolling. Renders nothing when there is no error. The title defaults to "Please correct the following".
 */
export function ErrorSummary({ title, errors }: { title?: string; errors: readonly SummaryError[] }) {
  const { t } = useTranslation('common');
  if (!errors.length) return null;
  const focus = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div className="tm-error-summary tm-banner--error" role="alert">
      <p className="tm-error-summary__title">{title ?? t('errorSummary')}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} onClick={(event) => focus(event, e.id)}>{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
