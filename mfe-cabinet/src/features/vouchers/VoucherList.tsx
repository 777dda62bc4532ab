import { EmptyState, formatPrice, type SellerVoucher } from '@teachmarket/shared-kit';
import { deactivateSellerVoucher } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  vouchers: SellerVoucher[];
  onChanged: (voucher: SellerVoucher) => void;
}

/** The seller's vouchers; deactivating one asks first (carts holding it lose the discount). */
export function VoucherList({ vouchers, onChanged }: Props) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <section aria-labelledby="voucher-list-title">
      <h2 id="voucher-list-title">{t('vouchers.list')}</h2>
      {vouchers.length === 0 ? (
        <EmptyState>{t('vouchers.empty')}</EmptyState>
      ) : (
        <ul className="tm-voucher-list">
          {vouchers.map((v) => <VoucherItem key={v.code} voucher={v} onChanged={onChanged} />)}
        </ul>
      )}
    </section>
  );
}

function VoucherItem({ voucher: v, onChanged }: { voucher: SellerVoucher; onChanged: (voucher: SellerVoucher) => void }) {
  const { t, i18n } = useTranslation(['cabinet-sales', 'cabinet-settings']);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const discount = v.type === 'percent' ? `−${v.value} %` : `−${formatPrice(v.value, v.currencyCode)}`;
  const until = v.validUntil ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(v.validUntil)) : null;
  const deactivate = async () => {
    setFailed(false);
    try {
      onChanged((await deactivateSellerVoucher(v.code)).item);
    } catch {
      setFailed(true);
    }
    setConfirming(false);
  };
  return (
    <li className={`tm-voucher${v.active ? '' : ' tm-voucher--inactive'}`}>
      <div className="tm-voucher__info">
        <strong className="tm-voucher__code">{v.code}</strong>
        <span>{discount}</span>
        <span className="tm-settings-note">{v.maxUses === null ? t('vouchers.uses', { uses: v.uses }) : t('vouchers.usesOf', { uses: v.uses, max: v.maxUses })}</span>
        {until && <span className="tm-settings-note">{t('vouchers.until', { date: until })}</span>}
        <span className={`tm-voucher__status${v.active ? ' tm-voucher__status--active' : ''}`}>{v.active ? t('vouchers.active') : t('vouchers.inactive')}</span>
      </div>
      {v.active && !confirming && (
        <button type="button" className="tm-button" onClick={() => setConfirming(true)}>{t('vouchers.deactivate')}</button>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`deactivate-${v.code}`} className="tm-voucher__confirm">
          <p id={`deactivate-${v.code}`}>{t('vouchers.confirmDeactivate', { code: v.code })}</p>
          <button type="button" className="tm-button tm-button--primary" onClick={() => void deactivate()}>{t('vouchers.confirm')}</button>
          <button type="button" className="tm-button" onClick={() => setConfirming(false)}>{t('vouchers.cancel')}</button>
        </div>
      )}
      {failed && <p role="alert" className="tm-field__error">{t('cabinet-settings:page.failed')}</p>}
    </li>
  );
}
