import { type SellerVoucher, useQuery } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getSellerVouchers } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import { VoucherCreate } from './VoucherCreate';
import { VoucherList } from './VoucherList';

/**
 * spec §2 cabinet /vouchers: a seller's discount codes for their own materials. The cart applies
 * them to that seller's materials only (api/src/routes/cart/store.ts).
 */
export default cabinetPage('cabinet-sales', (t) => ({ title: t('vouchers.title') }), Vouchers, { sellerOnly: true });

function Vouchers() {
  const { t } = useTranslation('cabinet-sales');
  const loaded = useQuery(['getSellerVouchers'], () => getSellerVouchers());
  const [changed, setChanged] = useState<SellerVoucher[] | null>(null);
  return (
    <QueryView query={loaded}>
      {(data) => {
        const vouchers = changed ?? data.items;
        const replace = (v: SellerVoucher) => setChanged(vouchers.map((o) => (o.code === v.code ? v : o)));
        return (
          <>
            <p className="tm-settings-note">{t('vouchers.intro')}</p>
            <VoucherCreate onCreated={(v) => setChanged([v, ...vouchers])} />
            <VoucherList vouchers={vouchers} onChanged={replace} />
          </>
        );
      }}
    </QueryView>
  );
}
