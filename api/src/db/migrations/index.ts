import { sql as catalog } from './001-catalog';
import { sql as commerceAuth } from './002-commerce-auth';
import { sql as favouritesFolders } from './003-favourites-folders';
import { sql as accountTokens } from './004-account-tokens';
import { sql as mailUnsubscribe } from './005-mail-unsubscribe';
import { sql as orders } from './006-orders';
import { sql as uploads } from './007-uploads';
import { sql as authProviders } from './008-auth-providers';
import { sql as accountLinks } from './009-account-links';
import { sql as collections } from './010-collections';
import { sql as termsPopup } from './011-terms-popup';
import { sql as searchFacets } from './012-search-facets';
import { sql as aiDocuments } from './013-ai-documents';
import { sql as accountSettings } from './018-account-settings';
import { sql as sellerSales } from './020-seller-sales';
import { sql as nps } from './021-nps';
import { sql as schoolAccounts } from './022-school-accounts';
import { sql as ratingLinks } from './023-rating-links';
import { sql as referrals } from './024-referrals';

/** Versioned, append-only: never edit a released migration, add the next one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'catalog', sql: catalog },
  { version: 2, name: 'commerce-auth', sql: commerceAuth },
  { version: 3, name: 'favourites-folders', sql: favouritesFolders },
  { version: 4, name: 'account-tokens', sql: accountTokens },
  { version: 5, name: 'mail-unsubscribe', sql: mailUnsubscribe },
  { version: 6, name: 'orders', sql: orders },
  { version: 7, name: 'uploads', sql: uploads },
  { version: 8, name: 'auth-providers', sql: authProviders },
  { version: 9, name: 'account-links', sql: accountLinks },
  { version: 10, name: 'collections', sql: collections },
  { version: 11, name: 'terms-popup', sql: termsPopup },
  { version: 12, name: 'search-facets', sql: searchFacets },
  { version: 13, name: 'ai-documents', sql: aiDocuments },
  { version: 18, name: 'account-settings', sql: accountSettings },
  { version: 20, name: 'seller-sales', sql: sellerSales },
  { version: 21, name: 'nps', sql: nps },
  { version: 22, name: 'school-accounts', sql: schoolAccounts },
  { version: 23, name: 'rating-links', sql: ratingLinks },
  { version: 24, name: 'referrals', sql: referrals },
];
