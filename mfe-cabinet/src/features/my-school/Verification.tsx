import { apiErrorBody, type School, unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { SCHOOL_LIMITS } from '@teachmarket/contracts/rules/schools';
import { requestSchoolVerification } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const DOMAIN = new RegExp(SCHOOL_LIMITS.domain.pattern);

/**
 * spec §6 "verified school user" (is_verified): the admin asks for verification with the school's
 * official e-mail domain. The approval is an operator's step outside this app, so a request stays
 * "requested" here and the school is shown as not verified until then.
 */
export function Verification({ school, isAdmin }: { school: School; isAdmin: boolean }) {
  const { t, i18n } = useTranslation('my-school');
  const [current, setCurrent] = useState(school.verification);
  const { state, domain, requestedAt } = current;
  const date = requestedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(requestedAt)) : '';
  return (
    <section className="tm-my-school__section" aria-labelledby="my-school-verification">
      <h2 id="my-school-verification">{t('verification.title')}</h2>
      <p className={`tm-my-school__badge tm-my-school__badge--${state}`}>{t(`verification.${state}`)}</p>
      {state === 'requested' && <p>{t('verification.requestedInfo', { domain, date })}</p>}
      {state !== 'verified' && !isAdmin && <p className="tm-settings-note">{t('verification.adminOnly')}</p>}
      {state !== 'verified' && isAdmin && <VerificationForm initial={domain ?? ''} onDone={(s) => setCurrent(s.verification)} />}
    </section>
  );
}

function VerificationForm({ initial, onDone }: { initial: string; onDone: (school: School) => void }) {
  const { t } = useTranslation('my-school');
  const [domain, setDomain] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = domain.trim().toLowerCase().replace(/^@/, '');
    if (!DOMAIN.test(value)) return setError(t('verification.errors.domain'));
    setBusy(true);
    try {
      onDone((await requestSchoolVerification(value)).school);
      setError(null);
    } catch (e) {
      const { code, field } = apiErrorBody(e);
      if (code === 'email_domain_mismatch') setError(t('verification.errors.email_domain_mismatch'));
      else if (field === 'domain') setError(t('verification.errors.domain'));
      else setError(t('members.failed'));
    }
    setBusy(false);
  };
  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('verification.explain')}</p>
      <Field id="school-domain" label={t('verification.domain')} hint={t('verification.domainHint')} error={error}>
        <input inputMode="url" autoCapitalize="none" maxLength={253} value={domain} onChange={(e) => { setDomain(e.target.value); setError(null); }} />
      </Field>
      <button type="submit" className="tm-button" {...unavailableWhile(busy)}>{t('verification.submit')}</button>
    </form>
  );
}
