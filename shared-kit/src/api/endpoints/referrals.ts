import type {
  RatingLinkBody, RatingLinkInfo, RatingLinkResult, ReferralInvitationResponse, ReferralInviterResponse, ReferralOverviewResponse,
} from '@teachmarket/contracts/api-types/referrals';
import { httpClient } from '../http-client';

const enc = encodeURIComponent;

// The rating e-mail's landing page (cabinet /rating-email). Opened from a mail, often without a
// session: the token proves the purchase, so the calls never wait for the terms gate (noValidate).
export const getRatingLink = (token: string, signal?: AbortSignal): Promise<RatingLinkInfo> =>
  httpClient().request('get', `v3/rating-links/${enc(token)}`, { signal, noValidate: true });
export const rateThroughLink = (token: string, body: RatingLinkBody): Promise<RatingLinkResult> =>
  httpClient().request('post', `v3/rating-links/${enc(token)}`, { json: body, noValidate: true });

// Referrals (cabinet /invitation): logged-in users only.
export const getReferrals = (signal?: AbortSignal): Promise<ReferralOverviewResponse> =>
  httpClient().request('get', 'v1/referrals', { signal });
export const inviteColleague = (email: string): Promise<ReferralInvitationResponse> =>
  httpClient().request('post', 'v1/referrals/invitations', { json: { email } });

// s17 QA3: who sent the referral link the sign-up page was opened with (public; the visitor has no account yet).
export const getReferralInviter = (code: string, signal?: AbortSignal): Promise<ReferralInviterResponse> =>
  httpClient().request('get', `v1/referrals/codes/${enc(code)}`, { signal, noValidate: true });
