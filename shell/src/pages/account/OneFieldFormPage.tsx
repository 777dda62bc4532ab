import { href, Link, unavailableWhile } from '@teachmarket/shared-kit';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  world: string;
  title: string;
  /** The confirmation that replaces the form once it was sent. */
  doneText: string;
  submitLabel: string;
  form: { busy: boolean; done: boolean; submit: (event: FormEvent) => Promise<void> };
  /** The intro and the field. */
  children: ReactNode;
}

/** The page of a one-field account form (useOneFieldForm): title, the form or its confirmation, the way back to the login. */
export function OneFieldFormPage({ id, world, title, doneText, submitLabel, form, children }: Props) {
  const { t } = useTranslation('service-pages');
  return (
    <section className="tm-account" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {form.done ? (
        <p role="status">{doneText}</p>
      ) : (
        <form noValidate onSubmit={(e) => void form.submit(e)}>
          {children}
          <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(form.busy)}>
            {submitLabel}
          </button>
        </form>
      )}
      <p className="tm-account__links">
        <Link to={href('login', {}, world)}>{t('toLogin')}</Link>
      </p>
    </section>
  );
}
