import { useStore } from '@nanostores/react';
import {
  applyVoucher, $cart, type Cart, EmptyState, ErrorState, formatPrice, href, invalidateQueries, Link, loadCart, LoadingState, useNavigate,
  useQuery, unavailableWhile,
} from '@teachmarket/shared-kit';
import { createOrder, getCheckoutCart, getPaymentOptions } from '@teachmarket/shared-kit/page-api';
import type { InvoiceRelease } from '@teachmarket/contracts/api-types';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingForm } from './BillingForm';
import { billingErrors, toBilling, type BillingField, type FieldError } from './billing-rules';
import { newAttemptKey } from './order-attempt';
import { orderErrorCode, orderErrorOf, type OrderErrorCode } from './order-error';
import { OrderSummary } from './OrderSummary';
import { useBilling } from './use-billing';

/** The invoice hint for the API's answer; without one it promises nothing (the files after payment). */
function invoiceHintKey(release: InvoiceRelease | undefined) {
  if (release?.release) return 'method.invoiceHint';
  if (release?.reason === 'unconfirmed') return 'method.invoiceHintUnconfirmed';
  if (release?.reason === 'overdue') return 'method.invoiceHintOverdue';
  return 'method.invoiceHintOverLimit';
}

/** The payment form of a logged-in buyer: billing address, invoice, credits, summary and the order button. */
export function Checkout({ world }: { world: string }) {
  const { t } = useTranslation(['payment', 'cart']);
  const navigate = useNavigate();
  const cartToken = useStore($cart).token;
  const [useCredits, setUseCredits] = useState(false);
  const cart = useQuery(['getCheckoutCart', world, useCredits], () => getCheckoutCart(useCredits));
  const options = useQuery(['getPaymentOptions', world], () => getPaymentOptions());
  const billing = useBilling(world);
  const { values } = billing;
  const [errors, setErrors] = useState<Partial<Record<BillingField, FieldError>>>({});
  const [formError, setFormError] = useState<OrderErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<Cart | null>(null);
  // Whether an invoice order of the shown cart releases the files at once, and if not why: the API
  // answers it with the order's own rule (api/src/money/release.ts) for this total (s16 QA row 5).
  const [release, setRelease] = useState<InvoiceRelease | undefined>(undefined);
  // One key per attempt: kept across retries of the same order, renewed when the server answered (the attempt is over).
  const attempt = useRef<string>(newAttemptKey());

  // While the credits toggle or a correction re-prices the cart, the last answer stays on screen.
  const latest = cart.status === 'success' ? cart.data.items.cart : null;
  if (latest && latest !== shown) {
    setShown(latest);
    setRelease(cart.status === 'success' ? cart.data.items.invoiceRelease : undefined);
  }
  if (cart.status === 'error') return <ErrorState onRetry={cart.retry} />;
  const priced = latest ?? shown;
  if (!priced) return <LoadingState lines={5} />;
  if (priced.cartItems.length === 0) {
    return (
      <div className="tm-pay">
        <h1 className="tm-page-title">{t('title')}</h1>
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('home', {}, world)}>{t('cart:discover')}</Link>}>{t('empty')}</EmptyState>
      </div>
    );
  }
  const credits = options.status === 'success' ? options.data.items.availableCredits : 0;

  const change = (field: BillingField, value: string) => {
    billing.change(field, value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The button is aria-disabled, not disabled, while the order is sent (issue 20: focus stays on it).
    if (busy) return;
    const found = billingErrors(values);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#billing-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const billingSaved = await billing.saveIfAsked();
    try {
      const { item } = await createOrder({ paymentMethod: 'invoice', useCredits, billing: toBilling(values) }, cartToken, attempt.current);
      // The header count goes to 0 with the emptied cart; a failed reload must not hide the paid order.
      await loadCart().catch(() => undefined);
      // The success page says so when the address could not be saved (the order itself went through).
      navigate(href('invoicePurchaseSuccess', {}, world, { query: { order: String(item.id) } }), { state: billingSaved ? undefined : { billingNotSaved: true } });
    } catch (error) {
      const { code, field } = orderErrorOf(error);
      // An answer from the server ends the attempt (no order was placed); a lost answer keeps the key for the retry.
      if (code !== 'generic') attempt.current = newAttemptKey();
      const billingField = field?.startsWith('billing.') ? (field.slice(8) as BillingField) : null;
      if (code === 'validation_failed' && billingField) setErrors({ [billingField]: { key: 'errors.required' } });
      else setFormError(orderErrorCode(code));
      // The cart may have changed on the server (bought items removed): show the new total.
      if (code === 'already_purchased' || code === 'credits_changed') {
        invalidateQueries('getCheckoutCart');
        void loadCart().catch(() => undefined);
      }
      setBusy(false);
    }
  };

  const removeVoucher = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await applyVoucher(null);
      setFormError(null);
      invalidateQueries('getCheckoutCart');
    } catch {
      setFormError('generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tm-pay">
      <h1 className="tm-page-title">{t('title')}</h1>
      <form ref={formRef} className="tm-pay__grid" noValidate onSubmit={(e) => void submit(e)}>
        <div className="tm-pay__main">
          <BillingForm
            values={values}
            errors={errors}
            onChange={change}
            prefilled={billing.prefilled}
            offer={billing.offer}
            save={billing.save}
            onSaveChange={billing.setSave}
            disabled={busy}
            world={world}
          />
          <fieldset className="tm-pay__box">
            <legend>{t('method.title')}</legend>
            <div className="tm-pay__check">
              <input id="pay-method-invoice" type="radio" name="paymentMethod" value="invoice" checked readOnly aria-describedby="pay-method-invoice-hint" />
              <label htmlFor="pay-method-invoice">
                <strong>{t('method.invoice')}</strong>
                <span id="pay-method-invoice-hint" className="tm-pay__hint">{t(invoiceHintKey(release))}</span>
              </label>
            </div>
            {credits > 0 && (
              <label className="tm-pay__check">
                <input type="checkbox" checked={useCredits} onChange={(e) => { if (!busy) setUseCredits(e.target.checked); }} aria-disabled={busy || undefined} />
                <span>{t('useCredits', { amount: formatPrice(credits, priced.currencyCode) })}</span>
              </label>
            )}
          </fieldset>
        </div>
        <div className="tm-pay__side">
          <OrderSummary cart={priced} world={world} />
          {formError && (
            <div className="tm-pay__error" role="alert">
              <p>{t(`errors.${formError}`)}</p>
              {formError === 'voucher_invalid' && (
                <button type="button" className="tm-button" {...unavailableWhile(busy, () => void removeVoucher())}>{t('removeVoucher')}</button>
              )}
              {formError === 'own_material' && <Link to={href('shoppingCart', {}, world)}>{t('editCart')}</Link>}
            </div>
          )}
          <button type="submit" className="tm-button tm-button--primary tm-pay__submit" {...unavailableWhile(busy)} aria-busy={busy}>
            {busy ? t('placing') : t('place', { amount: formatPrice(priced.finalPrice, priced.currencyCode) })}
          </button>
        </div>
      </form>
    </div>
  );
}
