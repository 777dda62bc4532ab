import { ApiError } from '../../errors';

/** What a mailed link's row tells about its token; `used` only where a token can be used up. */
export interface TokenRow {
  expired: boolean;
  used?: boolean;
}

export interface LinkTexts {
  invalid: string;
  used: string;
  expired: string;
}

const LINK_TEXTS: LinkTexts = { invalid: 'This link is not valid', used: 'This link was already used', expired: 'This link has expired' };

/**
 * The row of a mailed link's token, or the 410 its landing page explains by code: unknown
 * (token_invalid), used (token_used), expired (token_expired), in that order, so a used link that
 * has also expired says it was used. Every mail link (account links, mail settings, rating,
 * recommendation, free download, school invitation) answers the same way.
 */
export function liveToken<Row extends TokenRow>(row: Row | undefined, texts: LinkTexts = LINK_TEXTS): Row {
  if (!row) throw new ApiError(410, 'token_invalid', texts.invalid, 'token');
  if (row.used) throw new ApiError(410, 'token_used', texts.used, 'token');
  if (row.expired) throw new ApiError(410, 'token_expired', texts.expired, 'token');
  return row;
}
