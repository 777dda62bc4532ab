import type { App, Ctx } from '../../context';
import { registerBankDetails } from './bank';
import { registerBillingAddress } from './billing';
import { registerCredits } from './credits';
import { registerMailSettings } from './mail-settings';
import { registerChangePassword } from './password';
import { registerSellerVouchers } from './vouchers';

/** The cabinet's account settings (spec §2): password, billing address, payout account, mails, credits, vouchers. */
export function registerAccountSettings(app: App, ctx: Ctx) {
  registerChangePassword(app, ctx);
  registerBillingAddress(app, ctx);
  registerBankDetails(app, ctx);
  registerMailSettings(app, ctx);
  registerCredits(app, ctx);
  registerSellerVouchers(app, ctx);
}
