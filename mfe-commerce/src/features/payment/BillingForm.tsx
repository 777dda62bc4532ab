import { useTranslation } from 'react-i18next';
import { BILLING_FIELDS, COUNTRIES, type BillingField, type BillingValues, type FieldError } from './billing-rules';

interface Props {
  values: BillingValues;
  errors: Partial<Record<BillingField, FieldError>>;
  onChange: (field: BillingField, value: string) => void;
}

const AUTOCOMPLETE: Record<BillingField, string> = {
  name: 'name', street: 'street-address', postcode: 'postal-code', city: 'address-level2', country: 'country', taxId: 'off',
};

/** Billing address fields, each labelled, with its message tied to it (aria-describedby). */
export function BillingForm({ values, errors, onChange }: Props) {
  const { t, i18n } = useTranslation('payment');
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <fieldset className="tm-pay__box">
      <legend>{t('billing.title')}</legend>
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
            <label htmlFor={id}>{t(`billing.${field}`)}</label>
            {field === 'country' ? (
              <select {...common} value={values.country} onChange={(e) => onChange('country', e.target.value)}>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>{regions.of(c) ?? c}</option>
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
    </fieldset>
  );
}
