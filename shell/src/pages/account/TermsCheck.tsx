import { href, Link } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  world: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** "I accept the terms (read them)": the checkbox every sign-up form needs, with its error tied to it. */
export function TermsCheck({ id, world, checked, onChange, error }: Props) {
  const { t } = useTranslation('signup');
  return (
    <div className="tm-field tm-field--check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>
        {t('acceptTerms')} (<Link to={href('terms', {}, world)}>{t('readTerms')}</Link>)
      </label>
      {error && <p id={`${id}-error`} className="tm-field__error" role="alert">{error}</p>}
    </div>
  );
}
