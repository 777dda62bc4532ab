import { href, resizedImage, type User } from '@teachmarket/shared-kit';

export type AccountLinkKey = 'bought' | 'favourites' | 'uploads' | 'sales' | 'mySchool' | 'settings' | 'operator';

export interface AccountLink {
  key: AccountLinkKey;
  to: string;
}

/**
 * The main cabinet pages (spec §2 cabinet) the account menu offers: purchases for everyone, the
 * seller pages for sellers, the school for members of a school account (spec §3
 * profileDetails.details.schoolAccount), and the settings (the billing address page opens them).
 */
export function accountLinks(user: User | null, world: string): AccountLink[] {
  const links: AccountLink[] = [
    { key: 'bought', to: href('boughtMaterials', {}, world) },
    { key: 'favourites', to: href('favourites', {}, world) },
  ];
  if (user?.isSeller) {
    links.push({ key: 'uploads', to: href('uploadEdit', {}, world) }, { key: 'sales', to: href('salesDownloads', {}, world) });
  }
  if (user?.profileDetails?.details?.schoolAccount) links.push({ key: 'mySchool', to: href('mySchool', {}, world) });
  links.push({ key: 'settings', to: href('billingAddress', {}, world) });
  // Issue 19: the operator's console, for operators in their own session (not while acting as a user).
  if (user?.role === 'operator' && !user.loggedInAsAnotherUser) links.push({ key: 'operator', to: href('operator', {}, world) });
  return links;
}

/** The letter of the avatar placeholder: the first letter of the user's name. */
export function initialOf(name: string | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0] ?? '';
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * The header avatar's URL: the user's image (the user API gives a path on the API host) through
 * the resize service at spec §9's avatar size; null without an image.
 */
export function avatarUrl(user: User | null, apiUrl: string): string | null {
  const path = user?.userImagePath ?? user?.details?.imagePath;
  if (!path) return null;
  try {
    return resizedImage(new URL(path, `${apiUrl}/`).href, 'avatar');
  } catch {
    return null;
  }
}
