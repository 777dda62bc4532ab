import { href, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type NavKey = 'bought' | 'favourites' | 'uploads' | 'changeEmail' | 'changePassword' | 'billing' | 'bank' | 'notifications' | 'credit' | 'vouchers' | 'invoices'
  | 'sales' | 'evaluation' | 'fee' | 'share' | 'postEditor' | 'nps'
  | 'mySchool' | 'schoolWishlist' | 'schoolAccount' | 'schoolCreate';

/** spec §6 school roles: the caller's role in a school account, null when in none (undefined: not known yet). */
export type SchoolRole = 'master' | 'member' | null | undefined;
/** Who sees a school entry: members (and the admin), the admin only, or users in no school (create one). */
type SchoolAudience = 'member' | 'master' | 'none';
const seesSchool = (audience: SchoolAudience | undefined, role: SchoolRole) =>
  !audience || (audience === 'none' ? role === null : audience === 'master' ? role === 'master' : Boolean(role));

/** The cabinet pages (spec §2 cabinet), in the order a user looks for them; seller pages only for sellers. */
const ENTRIES: { route: string; to: (world: World) => string; key: NavKey; seller?: true; school?: SchoolAudience }[] = [
  { route: 'boughtMaterials', to: (w) => href('boughtMaterials', {}, w), key: 'bought' },
  { route: 'favourites', to: (w) => href('favourites', {}, w), key: 'favourites' },
  { route: 'mySchool', to: (w) => href('mySchool', {}, w), key: 'mySchool', school: 'member' },
  { route: 'schoolWishlist', to: (w) => href('schoolWishlist', {}, w), key: 'schoolWishlist', school: 'member' },
  { route: 'schoolAccount', to: (w) => href('schoolAccount', {}, w), key: 'schoolAccount', school: 'master' },
  { route: 'schoolCreate', to: (w) => href('schoolCreate', {}, w), key: 'schoolCreate', school: 'none' },
  { route: 'invoiceTaxDocuments', to: (w) => href('invoiceTaxDocuments', {}, w), key: 'invoices' },
  { route: 'credit', to: (w) => href('credit', {}, w), key: 'credit' },
  { route: 'uploadEdit', to: (w) => href('uploadEdit', {}, w), key: 'uploads' },
  { route: 'salesDownloads', to: (w) => href('salesDownloads', {}, w), key: 'sales', seller: true },
  { route: 'evaluation', to: (w) => href('evaluation', {}, w), key: 'evaluation', seller: true },
  { route: 'fee', to: (w) => href('fee', {}, w), key: 'fee', seller: true },
  { route: 'share', to: (w) => href('share', {}, w), key: 'share', seller: true },
  { route: 'postEditor', to: (w) => href('postEditor', {}, w), key: 'postEditor', seller: true },
  { route: 'vouchers', to: (w) => href('vouchers', {}, w), key: 'vouchers', seller: true },
  { route: 'accountBankDetails', to: (w) => href('accountBankDetails', {}, w), key: 'bank', seller: true },
  { route: 'billingAddress', to: (w) => href('billingAddress', {}, w), key: 'billing' },
  { route: 'notifications', to: (w) => href('notifications', {}, w), key: 'notifications' },
  { route: 'cabinetChangeEmail', to: (w) => href('cabinetChangeEmail', {}, w), key: 'changeEmail' },
  { route: 'changePassword', to: (w) => href('changePassword', {}, w), key: 'changePassword' },
  { route: 'nps', to: (w) => href('nps', {}, w), key: 'nps' },
];

interface Props {
  world: World;
  routeId: string;
  isSeller: boolean;
  schoolRole?: SchoolRole;
}

/** The cabinet's side navigation: every account page one click away; the current one is marked. */
export function CabinetNav({ world, routeId, isSeller, schoolRole }: Props) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <nav className="tm-cabinet-nav" aria-label={t('nav.label')}>
      <ul>
        {ENTRIES.filter((e) => (isSeller || !e.seller) && seesSchool(e.school, schoolRole)).map((e) => (
          <li key={e.route}>
            <Link to={e.to(world)} aria-current={e.route === routeId ? 'page' : undefined}>{t(`nav.${e.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
