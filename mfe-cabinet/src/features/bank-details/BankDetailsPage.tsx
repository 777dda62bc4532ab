import { type BankDetailsResponse, FormStatus, useQuery, useSubmit } from '@teachmarket/shared-kit';
import { ErrorSummary, Field, QueryView, summaryErrors, useFormFields } from '@teachmarket/shared-kit/page-ui';
import { BANK_LIMITS, isValidIban } from '@teachmarket/contracts/rules/bank';
import { getBankDetails, saveBankDetails } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { cabinetPage } from '../../ui/cabinet-page';

const FIELDS = ['holder', 'iban', 'bic'] as const;
type FieldName = (typeof FIELDS)[number];
const API_FIELD: Record<string, FieldName> = { accountHolder: 'holder', iban: 'iban', bic: 'bic' };

/** spec §2 cabinet /account-bank-details: the seller's payout account (IBAN checked with mod 97 here and in the API). */
export default cabinetPage('cabinet-sales', (t) => ({ title: t('bank.title') }), BankDetails, { sellerOnly: true });

function BankDetails() {
  const details = useQuery(['getBankDetails'], () => getBankDetails());
  return <QueryView query={details}>{(data) => <BankForm initial={data.item} />}</QueryView>;
}

function BankForm({ initial }: { initial: BankDetailsResponse['item'] }) {
  const { t } = useTranslation(['cabinet-sales', 'cabinet-settings']);
  const [saved, setSaved] = useState(initial);
  const { status, run, reset, button } = useSubmit();
  // The saved IBAN is only shown masked: changing the account means typing the whole new IBAN.
  const { values, setValues, errors, set, check, claim } = useFormFields<FieldName>({ holder: initial?.accountHolder ?? '', iban: '', bic: initial?.bic ?? '' }, reset);
  const message = (field: FieldName) => (errors[field] ? t(`bank.errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, true>> = {};
    const holder = values.holder.trim();
    if (holder.length < BANK_LIMITS.holder.min || holder.length > BANK_LIMITS.holder.max) found.holder = true;
    if (!isValidIban(values.iban)) found.iban = true;
    if (values.bic.trim() && !new RegExp(BANK_LIMITS.bic.pattern).test(values.bic.trim())) found.bic = true;
    if (!check(found)) return;
    const answer = await run(
      () => saveBankDetails({ accountHolder: holder, iban: values.iban, bic: values.bic.trim() || null }),
      (error) => claim(API_FIELD[apiErrorBody(error).field ?? ''], true),
    );
    if (!answer) return;
    setSaved(answer.item);
    setValues((v) => ({ ...v, iban: '' }));
  };

  return (
    <>
      <p className="tm-settings-note">{t('bank.intro')}</p>
      <p role={status === 'done' ? 'status' : undefined} className={status === 'done' ? 'tm-settings-ok' : undefined}>
        {saved ? t('bank.current', { iban: saved.ibanMasked, holder: saved.accountHolder }) : t('bank.none')}
      </p>
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={summaryErrors(FIELDS, (f) => `bank-${f}`, message)} />
        <Field id="bank-holder" label={t('bank.holder')} error={message('holder')}>
          <input autoComplete="name" maxLength={BANK_LIMITS.holder.max} value={values.holder} onChange={(e) => set('holder', e.target.value)} />
        </Field>
        <Field id="bank-iban" label={t('bank.iban')} error={message('iban')}>
          <input autoComplete="off" spellCheck={false} inputMode="text" maxLength={42} value={values.iban} onChange={(e) => set('iban', e.target.value)} />
        </Field>
        <Field id="bank-bic" label={t('bank.bic')} error={message('bic')}>
          <input autoComplete="off" spellCheck={false} maxLength={11} value={values.bic} onChange={(e) => set('bic', e.target.value)} />
        </Field>
        {/* The saved account above is the success message (role="status"). */}
        <FormStatus status={status} failed={t('cabinet-settings:page.failed')} />
        <button type="submit" className="tm-button tm-button--primary" {...button}>{t('cabinet-settings:page.save')}</button>
      </form>
    </>
  );
}
