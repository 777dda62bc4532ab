/** Account links (finish registration, recommendation): the form rules. */

/** Same rule the sign-up form shows (api/src/routes/account/registration.ts PASSWORD_MIN). */
export const LINK_PASSWORD_MIN = 8;
/** A recommendation's personal message. */
export const RECOMMENDATION_MESSAGE_MAX = 500;
