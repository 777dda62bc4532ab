import { announce, applyVoucher, type Cart } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  // Issue 20: the answer to the buyer's own try (refused, failed) is said through the shell's status
  // region as well as shown under the field; a message already there when the cart loads is not.
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || busy) return;
    asked.current = false;
    if (message) announce(t(`voucher.errors.${message}`));
  }, [message, busy, t]);

  const run = async (value: string | null) => {
    // aria-disabled, not disabled, while sending (issue 20: a disabled button drops focus to the page body).
    if (busy) return;
    asked.current = true;
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
      asked.current = true;
      setLocal('required');
      return;
    }
    void run(code.trim());
  };

  if (cart.voucher) {
    return (
      <div className="tm-cart__voucher">
        <p role="status">{t('voucher.applied', { code: cart.voucher.code })}</p>
        <button type="button" className="tm-button" onClick={() => void run(null)} aria-disabled={busy || undefined}>{t('voucher.remove')}</button>
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
      <button type="submit" className="tm-button" aria-disabled={busy || undefined} aria-busy={busy}>{busy ? t('voucher.applying') : t('voucher.apply')}</button>
      {message && <p id="cart-voucher-error" className="tm-cart__error" role="alert">{t(`voucher.errors.${message}`)}</p>}
    </form>
  );
}
