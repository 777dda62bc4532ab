import { CART_TOKEN_KEY, storage } from '@teachmarket/shared-kit';

// spec §3 local-storage keys. The session issue adds validation, refresh and logout.
export const ACCESS_TOKEN_KEY = 'access_token';

export const accessToken = (): string | null => storage.get(ACCESS_TOKEN_KEY);
export const cartToken = (): string | null => storage.get(CART_TOKEN_KEY);
