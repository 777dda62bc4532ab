export { $world } from './world';
export { $announcement, announce } from './announce';
export type { Announcement } from './announce';
export { setStoreLoadReporter } from './load-on-mount';
export { $cart, $cartCount, $cartLoadFailed, addToCart, CART_TOKEN_KEY, loadCart, removeFromCart, retryLoadCart } from './cart';
export type { CartState } from './cart';
export { applyVoucher } from './cart';
export { $consent, CONSENT_SERVICES, acceptAllConsent, closeReopenedConsent, hasConsent, readStoredConsent, reopenConsent, saveConsent, settleConsent } from './consent';
export type { ConsentServiceId, ConsentState, ConsentStatus } from './consent';
export { $geo, loadCountry, setCountry } from './geo';
export type { GeoState } from './geo';
export { $currency, initCurrency, setCurrency } from './currency';
export type { CurrencyState } from './currency';
export { $filters, clearFilters, setFilter } from './filters';
export type { FilterSelection } from './filters';
export { $websocket, markNotificationsRead, receiveWsMessage, setWsConnected } from './websocket';
export type { WebsocketState, WsNotification } from './websocket';
export { $personalisation, loadPersonalisation, markPersonalisationPopupShown } from './personalisation';
export { $personalisationDialogRequests, openPersonalisationDialog, personalSearchFilters, savePersonalisationPreferences } from './personalisation';
export type { PersonalSearchFilters } from './personalisation';
export type { PersonalisationState } from './personalisation';
export { $tours, finishTour, nextTourStep, tourState } from './tour';
export type { TourState } from './tour';
export { previousTourStep, startTour } from './tour';
export { ensureAbSegments } from './ab-segments';
export type { AbVariant } from './ab-segments';
export {
  $session, $isLoggedIn, ACCESS_TOKEN_KEY, clearStoredSession, persistSession,
} from './session';
export type { SessionState } from './session';
export { $user, $isNewUser } from './user';
export { $favouriteIds, $favourites, ANONYMOUS_FAVOURITES_KEY, isLoggedInNow, loadFavourites, persistAnonymousFavourites, toggleFavourite } from './favourites';
export type { FavouritesState } from './favourites';
// The folders (store, actions) are the entry point @teachmarket/shared-kit/folders (src/folders.ts, issue 16).
// The school wishlist is the entry point @teachmarket/shared-kit/school-wishlist (src/school-wishlist.ts, issue 16).
