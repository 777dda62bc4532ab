import { ErrorState, getSellerVouchers, LoadingState, type PageProps, type SellerVoucher, useQuery } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { VoucherCreate } from './VoucherCreate';
import { VoucherList } from './VoucherList';

/**
 * spec §2 cabinet /vouchers: a seller's discount codes for their own materials. The cart applies
 * them to that seller's materials only (api/src/routes/cart/store.ts).
 */
export default function VouchersPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('vouchers.title')} sellerOnly>
      <Vouchers />
    </CabinetLayout>
  );
}

function Vouchers() {
  const { t } = useTranslation('cabinet-sales');
  const loaded = useQuery(['getSellerVouchers'], () => getSellerVouchers());
  const [changed, setChanged] = useState<SellerVoucher[] | null>(null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState onRetry={loaded.retry} />;
  const vouchers = changed ?? loaded.data.items;
  const replace = (v: SellerVoucher) => setChanged(vouchers.map((o) => (o.code === v.code ? v : o)));
  return (
    <>
      <p className="tm-settings-note">{t('vouchers.intro')}</p>
      <VoucherCreate onCreated={(v) => setChanged([v, ...vouchers])} />
      <VoucherList vouchers={vouchers} onChanged={replace} />
    </>
  );
}
