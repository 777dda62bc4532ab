import { useStore } from '@nanostores/react';
import { $user, type SellerVoucher, unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { createSellerVoucher } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { EMPTY_VOUCHER, voucherBody, type VoucherErrorKey, type VoucherField, type VoucherValues } from './voucher-form';

const API_FIELD: Record<string, VoucherField> = { code: 'code', value: 'value', validUntil: 'validUntil', maxUses: 'maxUses' };
const today = () => new Date().toISOString().slice(0, 10);

/** The form for a new voucher: checked before sending, the API's refusals on their fields. */
export function VoucherCreate({ onCreated }: { onCreated: (voucher: SellerVoucher) => void }) {
  const { t } = useTranslation(['cabinet-sales', 'cabinet-settings']);
  const user = useStore($user);
  const currency = user?.profileDetails.details.currencyCode ?? 'EUR';
  const [values, setValues] = useState<VoucherValues>(EMPTY_VOUCHER);
  const [errors, setErrors] = useState<Partial<Record<VoucherField, VoucherErrorKey>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [created, setCreated] = useState<string | null>(null);
  const set = <K extends keyof VoucherValues>(field: K, value: VoucherValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'type' ? { value: undefined } : {}) }));
    setCreated(null);
  };
  const message = (field: VoucherField) => (errors[field] ? t(`vouchers.errors.${errors[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = voucherBody(values, today());
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setState('busy');
    try {
      const { item } = await createSellerVoucher(checked.body);
      onCreated(item);
      setCreated(item.code);
      setValues(EMPTY_VOUCHER);
      setState('idle');
    } catch (error) {
      const { code, field } = apiErrorBody(error);
      const at = API_FIELD[field ?? ''];
      if (code === 'code_taken') setErrors({ code: 'codeTaken' });
      else if (at) setErrors({ [at]: at === 'value' ? values.type : at === 'validUntil' ? 'date' : at });
      setState(at || code === 'code_taken' ? 'idle' : 'failed');
    }
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="voucher-create-title">
      <h2 id="voucher-create-title">{t('vouchers.create')}</h2>
      <Field id="voucher-code" label={t('vouchers.code')} error={message('code')} hint={t('vouchers.codeHint')}>
        <input autoComplete="off" spellCheck={false} maxLength={20} value={values.code} onChange={(e) => set('code', e.target.value)} />
      </Field>
      <fieldset className="tm-settings-fieldset">
        <legend><strong>{t('vouchers.type')}</strong></legend>
        <label className="tm-settings-check">
          <input type="radio" name="voucher-type" checked={values.type === 'percent'} onChange={() => set('type', 'percent')} />
          {t('vouchers.percent')}
        </label>
        <label className="tm-settings-check">
          <input type="radio" name="voucher-type" checked={values.type === 'amount'} onChange={() => set('type', 'amount')} />
          {t('vouchers.amount', { currency })}
        </label>
      </fieldset>
      <div className="tm-settings-form__row">
        <Field id="voucher-value" label={t('vouchers.value')} error={message('value')}>
          <input inputMode="decimal" maxLength={6} value={values.value} onChange={(e) => set('value', e.target.value)} />
        </Field>
        <Field id="voucher-until" label={t('vouchers.validUntil')} error={message('validUntil')}>
          <input type="date" min={today()} value={values.validUntil} onChange={(e) => set('validUntil', e.target.value)} />
        </Field>
      </div>
      <Field id="voucher-max-uses" label={t('vouchers.maxUses')} error={message('maxUses')}>
        <input inputMode="numeric" maxLength={6} value={values.maxUses} onChange={(e) => set('maxUses', e.target.value)} />
      </Field>
      {created && <p role="status" className="tm-settings-ok">{t('vouchers.created', { code: created })}</p>}
      {state === 'failed' && <p role="alert" className="tm-banner--error">{t('cabinet-settings:page.failed')}</p>}
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(state === 'busy')}>{t('vouchers.submit')}</button>
    </form>
  );
}
