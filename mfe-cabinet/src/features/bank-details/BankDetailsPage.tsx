import {
  BANK_LIMITS, type BankDetailsResponse, ErrorState, Field, getBankDetails, isValidIban, LoadingState, type PageProps,
  saveBankDetails, useQuery,
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { CabinetLayout } from '../../ui/CabinetLayout';

type FieldName = 'holder' | 'iban' | 'bic';
const API_FIELD: Record<string, FieldName> = { accountHolder: 'holder', iban: 'iban', bic: 'bic' };

/** spec §2 cabinet /account-bank-details: the seller's payout account (IBAN checked with mod 97 here and in the API). */
export default function BankDetailsPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('bank.title')} sellerOnly>
      <BankDetails />
    </CabinetLayout>
  );
}

function BankDetails() {
  const details = useQuery(['getBankDetails'], () => getBankDetails());
  if (details.status === 'loading') return <LoadingState />;
  if (details.status === 'error') return <ErrorState onRetry={details.retry} />;
  return <BankForm initial={details.data.item} />;
}

function BankForm({ initial }: { initial: BankDetailsResponse['item'] }) {
  const { t } = useTranslation(['cabinet-sales', 'cabinet-settings']);
  const [saved, setSaved] = useState(initial);
  // The saved IBAN is only shown masked: changing the account means typing the whole new IBAN.
  const [values, setValues] = useState<Record<FieldName, string>>({ holder: initial?.accountHolder ?? '', iban: '', bic: initial?.bic ?? '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, true>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setState('idle');
  };
  const message = (field: FieldName) => (errors[field] ? t(`bank.errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, true>> = {};
    const holder = values.holder.trim();
    if (holder.length < BANK_LIMITS.holder.min || holder.length > BANK_LIMITS.holder.max) found.holder = true;
    if (!isValidIban(values.iban)) found.iban = true;
    if (values.bic.trim() && !new RegExp(BANK_LIMITS.bic.pattern).test(values.bic.trim())) found.bic = true;
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('busy');
    try {
      const answer = await saveBankDetails({ accountHolder: holder, iban: values.iban, bic: values.bic.trim() || null });
      setSaved(answer.item);
      setValues((v) => ({ ...v, iban: '' }));
      setState('saved');
    } catch (error) {
      const field = API_FIELD[apiErrorBody(error).field ?? ''];
      if (field) {
        setErrors({ [field]: true });
        setState('idle');
      } else setState('failed');
    }
  };

  return (
    <>
      <p className="tm-settings-note">{t('bank.intro')}</p>
      <p role={state === 'saved' ? 'status' : undefined} className={state === 'saved' ? 'tm-settings-ok' : undefined}>
        {saved ? t('bank.current', { iban: saved.ibanMasked, holder: saved.accountHolder }) : t('bank.none')}
      </p>
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        <Field id="bank-holder" label={t('bank.holder')} error={message('holder')}>
          <input autoComplete="name" maxLength={BANK_LIMITS.holder.max} value={values.holder} onChange={(e) => set('holder', e.target.value)} />
        </Field>
        <Field id="bank-iban" label={t('bank.iban')} error={message('iban')}>
          <input autoComplete="off" spellCheck={false} inputMode="text" maxLength={42} value={values.iban} onChange={(e) => set('iban', e.target.value)} />
        </Field>
        <Field id="bank-bic" label={t('bank.bic')} error={message('bic')}>
          <input autoComplete="off" spellCheck={false} maxLength={11} value={values.bic} onChange={(e) => set('bic', e.target.value)} />
        </Field>
        {state === 'failed' && <p role="alert" className="tm-banner--error">{t('cabinet-settings:page.failed')}</p>}
        <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('cabinet-settings:page.save')}</button>
      </form>
    </>
  );
}
