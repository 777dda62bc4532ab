import { sql as catalog } from './001-catalog';
import { sql as commerceAuth } from './002-commerce-auth';
import { sql as favouritesFolders } from './003-favourites-folders';
import { sql as accountTokens } from './004-account-tokens';
import { sql as mailUnsubscribe } from './005-mail-unsubscribe';

/** Versioned, append-only: never edit a released migration, add the next one. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'catalog', sql: catalog },
  { version: 2, name: 'commerce-auth', sql: commerceAuth },
  { version: 3, name: 'favourites-folders', sql: favouritesFolders },
  { version: 4, name: 'account-tokens', sql: accountTokens },
  { version: 5, name: 'mail-unsubscribe', sql: mailUnsubscribe },
];
