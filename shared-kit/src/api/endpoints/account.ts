import type { AuthenticateResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

// Account e-mail flows (shell account screens). Anonymous calls: they never wait for the terms gate.
export interface RegistrationInput {
  email: string;
  password: string;
  public_name: string;
  accept_terms: true;
  /** spec §2 /invitation: the ?ref= of a colleague's referral link (REFERRAL_CODE_PATTERN). */
  referral_code?: string;
}

export const register = (input: RegistrationInput): Promise<{ success: boolean }> =>
  httpClient().request('post', 'v3/registration', { json: input, noValidate: true });
export const confirmRegistration = (token: string): Promise<AuthenticateResponse & { oauth_user_id: number }> =>
  httpClient().request('post', 'v3/registration/confirm', { json: { token }, noValidate: true });
export const forgotPassword = (email: string): Promise<{ success: boolean }> =>
  httpClient().request('post', 'v3/password/forgot', { json: { email }, noValidate: true });
export const recoverPassword = (token: string, password: string): Promise<{ success: boolean }> =>
  httpClient().request('post', 'v3/password/recover', { json: { token, password }, noValidate: true });
