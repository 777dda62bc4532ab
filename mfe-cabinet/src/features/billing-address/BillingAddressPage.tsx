import { type BillingAddressResponse, FormStatus, useQuery, useSubmit } from '@teachmarket/shared-kit';
import { ErrorSummary, Field, QueryView, summaryErrors, useFormFields } from '@teachmarket/shared-kit/page-ui';
import { BILLING_FIELDS, type BillingField, billingProblems, toBilling } from '@teachmarket/contracts/rules/address-form';
import { BILLING_LIMITS } from '@teachmarket/contracts/rules/billing';
import { getBillingAddress, saveBillingAddress } from '@teachmarket/shared-kit/page-api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { AddressFields } from '../../ui/AddressFields';
import { cabinetPage } from '../../ui/cabinet-page';

/** The control ids of the fields (the ErrorSummary links to them). */
const FIELD_IDS: Record<BillingField, string> = {
  name: 'billing-name', street: 'billing-street', postcode: 'billing-postcode', city: 'billing-city', country: 'billing-country', taxId: 'billing-tax-id',
};

/** spec §7 "addresses and tax ids", cabinet /billing-address: the address invoices are made out to. */
export default cabinetPage('cabinet-settings', (t) => ({ title: t('billing.title') }), BillingAddress);

function BillingAddress({ world }: { world: string }) {
  const address = useQuery(['getBillingAddress'], () => getBillingAddress());
  return <QueryView query={address}>{(data) => <BillingForm initial={data.item} world={world} />}</QueryView>;
}

function BillingForm({ initial, world }: { initial: BillingAddressResponse['item']; world: string }) {
  const { t } = useTranslation(['cabinet-settings', 'common']);
  const { status, run, reset, button } = useSubmit();
  const { values, setValues, errors, set, check, claim } = useFormFields<BillingField>({
    name: initial?.name ?? '', street: initial?.street ?? '', postcode: initial?.postcode ?? '', city: initial?.city ?? '',
    country: initial?.country ?? '', taxId: initial?.taxId ?? '',
  }, reset);
  const message = (field: BillingField) => (errors[field] ? t(`billing.errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's rules (BillingSchema), checked here so a person sees them before sending.
    if (!check(Object.fromEntries(Object.keys(billingProblems(values)).map((f) => [f, true])))) return;
    const saved = await run(
      async () => (await saveBillingAddress(toBilling(values))).item,
      (error) => claim(apiErrorBody(error).field?.split('.')[0], true),
    );
    if (saved) setValues({ name: saved.name, street: saved.street, postcode: saved.postcode, city: saved.city, country: saved.country, taxId: saved.taxId ?? '' });
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('billing.intro')}</p>
      <ErrorSummary errors={summaryErrors(BILLING_FIELDS, (f) => FIELD_IDS[f], message)} />
      <Field id="billing-name" label={t('common:billingName')} error={message('name')}>
        <input autoComplete="billing name" maxLength={BILLING_LIMITS.name.max} value={values.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <AddressFields
        idPrefix="billing"
        autoCompleteSection="billing"
        world={world}
        values={values}
        onChange={set}
        error={message}
        labels={{
          street: t('common:billingStreet'), postcode: t('common:billingPostcode'), city: t('common:billingCity'), country: t('common:billingCountry'),
          chooseCountry: t('billing.chooseCountry'),
        }}
      />
      <Field id="billing-tax-id" label={t('common:billingTaxId')} error={message('taxId')} hint={t('billing.taxIdHint')}>
        <input maxLength={20} value={values.taxId} onChange={(e) => set('taxId', e.target.value)} />
      </Field>
      <FormStatus status={status} done={t('page.saved')} failed={t('page.failed')} />
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('page.save')}</button>
    </form>
  );
}
