import {
  BILLING_LIMITS, ErrorState, getBillingAddress, LoadingState, saveBillingAddress, useApi, type Billing, type BillingAddressResponse, type PageProps,
} from '@teachmarket/shared-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { FormField } from '../../ui/FormField';
import { countryOptions } from './countries';

type Field = 'name' | 'street' | 'postcode' | 'city' | 'country' | 'taxId';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['name', 'street', 'postcode', 'city', 'country', 'taxId'];

/** The same rules the API (and the checkout) apply: BILLING_LIMITS. */
function check(v: Values): Partial<Record<Field, true>> {
  const found: Partial<Record<Field, true>> = {};
  const within = (s: string, { min, max }: { min: number; max: number }) => s.trim().length >= min && s.trim().length <= max;
  if (!within(v.name, BILLING_LIMITS.name)) found.name = true;
  if (!within(v.street, BILLING_LIMITS.street)) found.street = true;
  if (!new RegExp(BILLING_LIMITS.postcode.pattern).test(v.postcode.trim())) found.postcode = true;
  if (!within(v.city, BILLING_LIMITS.city)) found.city = true;
  if (!new RegExp(BILLING_LIMITS.country.pattern).test(v.country)) found.country = true;
  if (v.taxId.trim() && !new RegExp(BILLING_LIMITS.taxId.pattern).test(v.taxId.trim())) found.taxId = true;
  return found;
}

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
  const address = useApi((signal) => getBillingAddress(signal), []);
  if (address.status === 'loading') return <LoadingState />;
  if (address.status === 'error') return <ErrorState onRetry={address.retry} />;
  return <BillingForm initial={address.data.item} />;
}

function BillingForm({ initial }: { initial: BillingAddressResponse['item'] }) {
  const { t, i18n } = useTranslation('cabinet-settings');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [values, setValues] = useState<Values>({
    name: initial?.name ?? '', street: initial?.street ?? '', postcode: initial?.postcode ?? '', city: initial?.city ?? '',
    country: initial?.country ?? '', taxId: initial?.taxId ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setState('idle');
  };
  const message = (field: Field) => (errors[field] ? t(`billing.errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('busy');
    const body: Billing = {
      name: values.name.trim(), street: values.street.trim(), postcode: values.postcode.trim(), city: values.city.trim(), country: values.country,
      ...(values.taxId.trim() ? { taxId: values.taxId.trim() } : {}),
    };
    try {
      const saved = (await saveBillingAddress(body)).item;
      if (saved) setValues({ name: saved.name, street: saved.street, postcode: saved.postcode, city: saved.city, country: saved.country, taxId: saved.taxId ?? '' });
      setState('saved');
    } catch (error) {
      const field = apiErrorBody(error).field?.split('.')[0] as Field | undefined;
      if (field && FIELDS.includes(field)) {
        setErrors({ [field]: true });
        setState('idle');
      } else setState('failed');
    }
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('billing.intro')}</p>
      <FormField id="billing-name" label={t('billing.name')} error={message('name')}>
        <input autoComplete="billing name" maxLength={BILLING_LIMITS.name.max} value={values.name} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField id="billing-street" label={t('billing.street')} error={message('street')}>
        <input autoComplete="billing street-address" maxLength={BILLING_LIMITS.street.max} value={values.street} onChange={(e) => set('street', e.target.value)} />
      </FormField>
      <div className="tm-settings-form__row">
        <FormField id="billing-postcode" label={t('billing.postcode')} error={message('postcode')}>
          <input autoComplete="billing postal-code" maxLength={10} value={values.postcode} onChange={(e) => set('postcode', e.target.value)} />
        </FormField>
        <FormField id="billing-city" label={t('billing.city')} error={message('city')}>
          <input autoComplete="billing address-level2" maxLength={BILLING_LIMITS.city.max} value={values.city} onChange={(e) => set('city', e.target.value)} />
        </FormField>
      </div>
      <FormField id="billing-country" label={t('billing.country')} error={message('country')}>
        <select autoComplete="billing country" value={values.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">{t('billing.chooseCountry')}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </FormField>
      <FormField id="billing-tax-id" label={t('billing.taxId')} error={message('taxId')} hint={t('billing.taxIdHint')}>
        <input maxLength={20} value={values.taxId} onChange={(e) => set('taxId', e.target.value)} />
      </FormField>
      {state === 'saved' && <p role="status" className="tm-settings-ok">{t('page.saved')}</p>}
      {state === 'failed' && <p role="alert" className="tm-banner--error">{t('page.failed')}</p>}
      <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('page.save')}</button>
    </form>
  );
}
