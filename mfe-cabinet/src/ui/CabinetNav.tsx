import { href, Link, type World } from '@teachmarket/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type NavKey = 'bought' | 'favourites' | 'uploads' | 'changeEmail' | 'changePassword' | 'billing' | 'bank' | 'notifications' | 'credit' | 'vouchers' | 'invoices'
  | 'sales' | 'evaluation' | 'fee' | 'share' | 'postEditor' | 'nps'
  | 'mySchool' | 'schoolWishlist' | 'schoolAccount' | 'schoolCreate';

/** spec §6 school roles: the caller's role in a school account, null when in none (undefined: not known yet). */
export type SchoolRole = 'master' | 'member' | null | undefined;
/** Who sees a school entry: members (and the admin), the admin only, or users in no school (create one). */
type SchoolAudience = 'member' | 'master' | 'none';
const seesSchool = (audience: SchoolAudience | undefined, role: SchoolRole) =>
  !audience || (audience === 'none' ? role === null : audience === 'master' ? role === 'master' : Boolean(role));

/** The navigation's sections, in this order; an entry without a group belongs to the account settings. */
type GroupKey = 'purchases' | 'selling' | 'school' | 'account';
const GROUPS: { key: GroupKey; label: 'nav.groupPurchases' | 'nav.groupSelling' | 'nav.groupSchool' | 'nav.groupAccount' }[] = [
  { key: 'purchases', label: 'nav.groupPurchases' },
  { key: 'selling', label: 'nav.groupSelling' },
  { key: 'school', label: 'nav.groupSchool' },
  { key: 'account', label: 'nav.groupAccount' },
];

/**
 * The cabinet pages (spec §2 cabinet), in the order a user looks for them within their section;
 * seller pages only for sellers. "My materials" stays for everyone: it is where a user who does
 * not sell yet uploads a first material (spec §2 author redirect: a non-seller goes there).
 */
const ENTRIES: { route: string; to: (world: World) => string; key: NavKey | 'invitation'; seller?: true; school?: SchoolAudience; group?: GroupKey }[] = [
  { route: 'boughtMaterials', to: (w) => href('boughtMaterials', {}, w), key: 'bought', group: 'purchases' },
  { route: 'favourites', to: (w) => href('favourites', {}, w), key: 'favourites', group: 'purchases' },
  { route: 'mySchool', to: (w) => href('mySchool', {}, w), key: 'mySchool', school: 'member', group: 'school' },
  { route: 'schoolWishlist', to: (w) => href('schoolWishlist', {}, w), key: 'schoolWishlist', school: 'member', group: 'school' },
  { route: 'schoolAccount', to: (w) => href('schoolAccount', {}, w), key: 'schoolAccount', school: 'master', group: 'school' },
  { route: 'schoolCreate', to: (w) => href('schoolCreate', {}, w), key: 'schoolCreate', school: 'none', group: 'school' },
  { route: 'invoiceTaxDocuments', to: (w) => href('invoiceTaxDocuments', {}, w), key: 'invoices', group: 'purchases' },
  { route: 'credit', to: (w) => href('credit', {}, w), key: 'credit', group: 'purchases' },
  { route: 'uploadEdit', to: (w) => href('uploadEdit', {}, w), key: 'uploads', group: 'selling' },
  { route: 'salesDownloads', to: (w) => href('salesDownloads', {}, w), key: 'sales', seller: true, group: 'selling' },
  { route: 'evaluation', to: (w) => href('evaluation', {}, w), key: 'evaluation', seller: true, group: 'selling' },
  { route: 'fee', to: (w) => href('fee', {}, w), key: 'fee', seller: true, group: 'selling' },
  { route: 'share', to: (w) => href('share', {}, w), key: 'share', seller: true, group: 'selling' },
  { route: 'postEditor', to: (w) => href('postEditor', {}, w), key: 'postEditor', seller: true, group: 'selling' },
  { route: 'vouchers', to: (w) => href('vouchers', {}, w), key: 'vouchers', seller: true, group: 'selling' },
  { route: 'accountBankDetails', to: (w) => href('accountBankDetails', {}, w), key: 'bank', seller: true, group: 'selling' },
  { route: 'billingAddress', to: (w) => href('billingAddress', {}, w), key: 'billing' },
  { route: 'notifications', to: (w) => href('notifications', {}, w), key: 'notifications' },
  { route: 'cabinetChangeEmail', to: (w) => href('cabinetChangeEmail', {}, w), key: 'changeEmail' },
  { route: 'changePassword', to: (w) => href('changePassword', {}, w), key: 'changePassword' },
  // spec §2 referral invitation (its label lives with the page's strings in cabinet-materials); an account section entry.
  { route: 'invitation', to: (w) => href('invitation', {}, w), key: 'invitation' },
  { route: 'nps', to: (w) => href('nps', {}, w), key: 'nps' },
];

interface Props {
  world: World;
  routeId: string;
  isSeller: boolean;
  schoolRole?: SchoolRole;
}

/** The cabinet's side navigation in labelled sections: every account page one click away; the current one is marked. */
export function CabinetNav({ world, routeId, isSeller, schoolRole }: Props) {
  const { t } = useTranslation(['cabinet-settings', 'cabinet-materials']);
  const nav = useRef<HTMLElement>(null);
  // Phones show the entries as one sideways-scrolling row of pills: bring the current one into view
  // (only sideways: the page itself must not scroll).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = Math.max(0, current.offsetLeft - 16);
  }, [routeId]);
  const visible = ENTRIES.filter((e) => (isSeller || !e.seller) && seesSchool(e.school, schoolRole));
  return (
    <nav className="tm-cabinet-nav" aria-label={t('nav.label')} ref={nav}>
      {GROUPS.map((group) => {
        const entries = visible.filter((e) => (e.group ?? 'account') === group.key);
        if (entries.length === 0) return null;
        const headingId = `tm-cabinet-nav-${group.key}`;
        return (
          <div className="tm-cabinet-nav__group" key={group.key}>
            <h2 className="tm-cabinet-nav__heading" id={headingId}>{t(group.label)}</h2>
            <ul aria-labelledby={headingId}>
              {entries.map((e) => (
                <li key={e.route}>
                  <Link to={e.to(world)} aria-current={e.route === routeId ? 'page' : undefined}>{e.key === 'invitation' ? t('cabinet-materials:invitation.nav') : t(`nav.${e.key}`)}</Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
