import type {
  BankDetailsBody, BankDetailsResponse, BillingAddressBody, BillingAddressResponse, ChangePasswordBody, ChangePasswordResponse,
  CreateSellerVoucherBody, CreditsResponse, MailSettings, MailSettingsResponse, SellerVoucherResponse, SellerVouchersResponse,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Cabinet account settings (spec §2 cabinet pages). Every call needs the logged-in user. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return httpClient().request<ChangePasswordResponse>('post', 'v3/user/change-password', { json: body });
}

export function getBillingAddress(signal?: AbortSignal): Promise<BillingAddressResponse> {
  return httpClient().request<BillingAddressResponse>('get', 'v1/account/billing-address', { signal });
}

export function saveBillingAddress(body: BillingAddressBody): Promise<BillingAddressResponse> {
  return httpClient().request<BillingAddressResponse>('put', 'v1/account/billing-address', { json: body });
}

/** Sellers only (403 otherwise). The answer's IBAN is masked. */
export function getBankDetails(signal?: AbortSignal): Promise<BankDetailsResponse> {
  return httpClient().request<BankDetailsResponse>('get', 'v1/account/bank-details', { signal });
}

export function saveBankDetails(body: BankDetailsBody): Promise<BankDetailsResponse> {
  return httpClient().request<BankDetailsResponse>('put', 'v1/account/bank-details', { json: body });
}

export function getMailSettings(signal?: AbortSignal): Promise<MailSettingsResponse> {
  return httpClient().request<MailSettingsResponse>('get', 'v1/account/mail-settings', { signal });
}

export function saveMailSettings(settings: MailSettings): Promise<MailSettingsResponse> {
  return httpClient().request<MailSettingsResponse>('put', 'v1/account/mail-settings', { json: settings });
}

export function getCredits(signal?: AbortSignal): Promise<CreditsResponse> {
  return httpClient().request<CreditsResponse>('get', 'v1/account/credits', { signal });
}

/** Sellers only (403 otherwise). */
export function getSellerVouchers(signal?: AbortSignal): Promise<SellerVouchersResponse> {
  return httpClient().request<SellerVouchersResponse>('get', 'v1/account/vouchers', { signal });
}

export function createSellerVoucher(body: CreateSellerVoucherBody): Promise<SellerVoucherResponse> {
  return httpClient().request<SellerVoucherResponse>('post', 'v1/account/vouchers', { json: body });
}

export function deactivateSellerVoucher(code: string): Promise<SellerVoucherResponse> {
  return httpClient().request<SellerVoucherResponse>('post', `v1/account/vouchers/${encodeURIComponent(code)}/deactivate`);
}
