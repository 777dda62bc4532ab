import { Field } from '@teachmarket/shared-kit/page-ui';
import { BILLING_LIMITS } from '@teachmarket/contracts/rules/billing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@teachmarket/contracts/rules/countries';

export type AddressField = 'street' | 'postcode' | 'city' | 'country';

interface Props {
  /** Field ids are `${idPrefix}-street` … (labels and tests find them by these). */
  idPrefix: string;
  values: Record<AddressField, string>;
  onChange: (field: AddressField, value: string) => void;
  error: (field: AddressField) => string | null;
  labels: Record<AddressField | 'chooseCountry', string>;
  /** "billing" for an invoice address (autocomplete section), none for a school's own address. */
  autoCompleteSection?: 'billing';
  /** The page's world: its country leads the list (the checkout's order too, s16 QA row 17). */
  world: string;
}

/**
 * Street, postcode + city in one row, and country: the address part of the billing address, school
 * account and school creation forms (the same rules: BILLING_LIMITS = SCHOOL_LIMITS, spec §7).
 */
export function AddressFields({ idPrefix, values, onChange, error, labels, autoCompleteSection, world }: Props) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language, world, values.country), [i18n.language, world, values.country]);
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <>
      <Field id={`${idPrefix}-street`} label={labels.street} error={error('street')}>
        <input autoComplete={auto('street-address')} maxLength={BILLING_LIMITS.street.max} value={values.street} onChange={(e) => onChange('street', e.target.value)} />
      </Field>
      <div className="tm-settings-form__row">
        <Field id={`${idPrefix}-postcode`} label={labels.postcode} error={error('postcode')}>
          <input autoComplete={auto('postal-code')} maxLength={10} value={values.postcode} onChange={(e) => onChange('postcode', e.target.value)} />
        </Field>
        <Field id={`${idPrefix}-city`} label={labels.city} error={error('city')}>
          <input autoComplete={auto('address-level2')} maxLength={BILLING_LIMITS.city.max} value={values.city} onChange={(e) => onChange('city', e.target.value)} />
        </Field>
      </div>
      <Field id={`${idPrefix}-country`} label={labels.country} error={error('country')}>
        <select autoComplete={auto('country')} value={values.country} onChange={(e) => onChange('country', e.target.value)}>
          <option value="">{labels.chooseCountry}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </Field>
    </>
  );
}
