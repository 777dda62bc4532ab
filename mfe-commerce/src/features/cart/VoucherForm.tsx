import { applyVoucher, type Cart, unavailableWhile } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN = ['voucher_not_found', 'voucher_expired', 'voucher_used_up', 'voucher_not_valid_in_world', 'voucher_min_order_not_reached', 'voucher_not_applicable'] as const;
type VoucherMessage = (typeof KNOWN)[number] | 'required' | 'failed';
const messageOf = (code: string | null): VoucherMessage | null =>
  code === null ? null : (KNOWN as readonly string[]).includes(code) ? (code as VoucherMessage) : 'failed';

/** spec §3 Cart voucher / voucherError: enter, see why a code does not apply, remove it. */
export function VoucherForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<VoucherMessage | null>(null);
  const message = local ?? messageOf(cart.voucherError);
  // Issue 20: a refusal is shown under the field (role="alert", tied to it by aria-describedby), which
  // is read once when it appears; it is not announced through the status region as well.

  const run = async (value: string | null) => {
    // aria-disabled, not disabled, while sending (issue 20: a disabled button drops focus to the page body).
    if (busy) return;
    setBusy(true);
    setLocal(null);
    try {
      await applyVoucher(value);
      if (value !== null) setCode('');
    } catch {
      setLocal('failed');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setLocal('required');
      return;
    }
    void run(code.trim());
  };

  if (cart.voucher) {
    return (
      <div className="tm-cart__voucher">
        <p role="status">{t('voucher.applied', { code: cart.voucher.code })}</p>
        <button type="button" className="tm-button" {...unavailableWhile(busy, () => void run(null))}>{t('voucher.remove')}</button>
      </div>
    );
  }
  return (
    <form className="tm-cart__voucher" noValidate onSubmit={submit}>
      <label htmlFor="cart-voucher">{t('voucher.label')}</label>
      <input
        id="cart-voucher" type="text" value={code} autoComplete="off" maxLength={50}
        aria-invalid={message ? true : undefined} aria-describedby={message ? 'cart-voucher-error' : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="tm-button" {...unavailableWhile(busy)} aria-busy={busy}>{busy ? t('voucher.applying') : t('voucher.apply')}</button>
      {message && <p id="cart-voucher-error" className="tm-cart__error" role="alert">{t(`voucher.errors.${message}`)}</p>}
    </form>
  );
}
