import { href, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type NavKey = 'bought' | 'favourites' | 'uploads' | 'changeEmail' | 'changePassword' | 'billing' | 'bank' | 'notifications' | 'credit' | 'vouchers' | 'invoices';

/** The cabinet pages (spec §2 cabinet), in the order a user looks for them; seller pages only for sellers. */
const ENTRIES: { route: string; to: (world: World) => string; key: NavKey; seller?: true }[] = [
  { route: 'boughtMaterials', to: (w) => href('boughtMaterials', {}, w), key: 'bought' },
  { route: 'favourites', to: (w) => href('favourites', {}, w), key: 'favourites' },
  { route: 'invoiceTaxDocuments', to: (w) => href('invoiceTaxDocuments', {}, w), key: 'invoices' },
  { route: 'credit', to: (w) => href('credit', {}, w), key: 'credit' },
  { route: 'uploadEdit', to: (w) => href('uploadEdit', {}, w), key: 'uploads' },
  { route: 'vouchers', to: (w) => href('vouchers', {}, w), key: 'vouchers', seller: true },
  { route: 'accountBankDetails', to: (w) => href('accountBankDetails', {}, w), key: 'bank', seller: true },
  { route: 'billingAddress', to: (w) => href('billingAddress', {}, w), key: 'billing' },
  { route: 'notifications', to: (w) => href('notifications', {}, w), key: 'notifications' },
  { route: 'cabinetChangeEmail', to: (w) => href('cabinetChangeEmail', {}, w), key: 'changeEmail' },
  { route: 'changePassword', to: (w) => href('changePassword', {}, w), key: 'changePassword' },
];

interface Props {
  world: World;
  routeId: string;
  isSeller: boolean;
}

/** The cabinet's side navigation: every account page one click away; the current one is marked. */
export function CabinetNav({ world, routeId, isSeller }: Props) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <nav className="tm-cabinet-nav" aria-label={t('nav.label')}>
      <ul>
        {ENTRIES.filter((e) => isSeller || !e.seller).map((e) => (
          <li key={e.route}>
            <Link to={e.to(world)} aria-current={e.route === routeId ? 'page' : undefined}>{t(`nav.${e.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
