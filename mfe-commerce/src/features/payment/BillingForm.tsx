import { countryOptions } from '@teachmarket/contracts/rules/countries';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_FIELDS, type BillingField, type BillingValues, type FieldError } from './billing-rules';
import type { SaveOffer } from './use-billing';

interface Props {
  values: BillingValues;
  errors: Partial<Record<BillingField, FieldError>>;
  onChange: (field: BillingField, value: string) => void;
  /** The fields came from the buyer's saved billing address. */
  prefilled: boolean;
  offer: SaveOffer;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  disabled: boolean;
  world: string;
}

/** The same labels as the cabinet's billing address (common namespace, s16 QA row 17). */
const LABEL = {
  name: 'common:billingName', street: 'common:billingStreet', postcode: 'common:billingPostcode', city: 'common:billingCity',
  country: 'common:billingCountry', taxId: 'common:billingTaxId',
} as const satisfies Record<BillingField, string>;

const AUTOCOMPLETE: Record<BillingField, string> = {
  name: 'name', street: 'street-address', postcode: 'postal-code', city: 'address-level2', country: 'country', taxId: 'off',
};

/** Billing address fields, each labelled, with its message tied to it (aria-describedby). */
export function BillingForm({ values, errors, onChange, prefilled, offer, save, onSaveChange, disabled, world }: Props) {
  const { t, i18n } = useTranslation(['payment', 'common']);
  // The same list and order as the cabinet's address forms: the world's country first, then by name
  // in the page's language; a saved address in a country not listed stays choosable (s16 QA row 17).
  const countries = useMemo(() => countryOptions(i18n.language, world, values.country), [i18n.language, world, values.country]);
  return (
    <fieldset className="tm-pay__box">
      <legend>{t('billing.title')}</legend>
      {prefilled && <p className="tm-pay__hint tm-pay__prefilled">{t('billing.prefilled')}</p>}
      {BILLING_FIELDS.map((field) => {
        const id = `billing-${field}`;
        const error = errors[field];
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          autoComplete: AUTOCOMPLETE[field],
        };
        return (
          <div key={field} className={`tm-pay-field tm-pay-field--${field}`}>
            <label htmlFor={id}>{t(LABEL[field])}</label>
            {field === 'country' ? (
              <select {...common} value={values.country} onChange={(e) => onChange('country', e.target.value)}>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>{c.name}</option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" value={values[field]} onChange={(e) => onChange(field, e.target.value)} />
            )}
            {error && (
              <p id={`${id}-error`} className="tm-pay-field__error">
                {t(error.key, error.values ?? {})}
              </p>
            )}
          </div>
        );
      })}
      {offer && (
        <label className="tm-pay__check tm-pay__save">
          {/* Issue 20: aria-disabled while the order is sent (disabled would drop focus to the page body); a click meanwhile changes nothing. */}
          <input type="checkbox" checked={save} aria-disabled={disabled || undefined} onChange={(e) => { if (!disabled) onSaveChange(e.target.checked); }} />
          <span>{offer === 'save' ? t('billing.save') : t('billing.update')}</span>
        </label>
      )}
    </fieldset>
  );
}
