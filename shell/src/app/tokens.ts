import { ACCESS_TOKEN_KEY, CART_TOKEN_KEY, storage } from '@teachmarket/shared-kit';

// spec §3 local-storage keys; the session (shell/src/session) writes and clears them.
export { ACCESS_TOKEN_KEY };

export const accessToken = (): string | null => storage.get(ACCESS_TOKEN_KEY);
export const cartToken = (): string | null => storage.get(CART_TOKEN_KEY);
