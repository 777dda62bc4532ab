import { BILLING_FIELDS, billingProblems, toBilling, type BillingField } from '@teachmarket/contracts/api-types/form-validate';
import {
  BILLING_LIMITS, type BillingAddressResponse, ErrorState, Field, FormStatus, getBillingAddress, LoadingState, type PageProps,
  saveBillingAddress, useQuery, useSubmit,
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { AddressFields } from '../../ui/AddressFields';
import { CabinetLayout } from '../../ui/CabinetLayout';

type Values = Record<BillingField, string>;

/** spec §7 "addresses and tax ids", cabinet /billing-address: the address invoices are made out to. */
export default function BillingAddressPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('billing.title')}>
      <BillingAddress />
    </CabinetLayout>
  );
}

function BillingAddress() {
  const address = useQuery(['getBillingAddress'], () => getBillingAddress());
  if (address.status === 'loading') return <LoadingState />;
  if (address.status === 'error') return <ErrorState onRetry={address.retry} />;
  return <BillingForm initial={address.data.item} />;
}

function BillingForm({ initial }: { initial: BillingAddressResponse['item'] }) {
  const { t } = useTranslation('cabinet-settings');
  const [values, setValues] = useState<Values>({
    name: initial?.name ?? '', street: initial?.street ?? '', postcode: initial?.postcode ?? '', city: initial?.city ?? '',
    country: initial?.country ?? '', taxId: initial?.taxId ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<BillingField, true>>>({});
  const { status, run, reset, button } = useSubmit();
  const set = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    reset();
  };
  const message = (field: BillingField) => (errors[field] ? t(`billing.errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's rules (BillingSchema), checked here so a person sees them before sending.
    const found = Object.fromEntries(Object.keys(billingProblems(values)).map((f) => [f, true])) as Partial<Record<BillingField, true>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await run(
      async () => (await saveBillingAddress(toBilling(values))).item,
      (error) => {
        const field = apiErrorBody(error).field?.split('.')[0] as BillingField | undefined;
        if (!field || !BILLING_FIELDS.includes(field)) return false;
        setErrors({ [field]: true });
        return true;
      },
    );
    if (saved) setValues({ name: saved.name, street: saved.street, postcode: saved.postcode, city: saved.city, country: saved.country, taxId: saved.taxId ?? '' });
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('billing.intro')}</p>
      <Field id="billing-name" label={t('billing.name')} error={message('name')}>
        <input autoComplete="billing name" maxLength={BILLING_LIMITS.name.max} value={values.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <AddressFields
        idPrefix="billing"
        autoCompleteSection="billing"
        values={values}
        onChange={set}
        error={message}
        labels={{ street: t('billing.street'), postcode: t('billing.postcode'), city: t('billing.city'), country: t('billing.country'), chooseCountry: t('billing.chooseCountry') }}
      />
      <Field id="billing-tax-id" label={t('billing.taxId')} error={message('taxId')} hint={t('billing.taxIdHint')}>
        <input maxLength={20} value={values.taxId} onChange={(e) => set('taxId', e.target.value)} />
      </Field>
      <FormStatus status={status} done={t('page.saved')} failed={t('page.failed')} />
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('page.save')}</button>
    </form>
  );
}
