// @teachmarket/contracts/rules: the constants and pure functions the API's schemas are built from and the
// browser checks with (limits, enumerations, the IBAN check, the post markup, the address form checks).
// Framework-free AND TypeBox-free (issue 16): a page that needs one limit must not load @sinclair/typebox.
// The TypeBox schemas in ../api-types import these, so a rule exists once.
export * from './account-links';
export * from './account-settings';
export * from './address-form';
export * from './ai';
export * from './bank';
export * from './billing';
export * from './blog-post';
export * from './countries';
export * from './favourites';
export * from './fees';
export * from './markup';
export * from './material-talk';
export * from './nps';
export * from './personalisation';
export * from './previews';
export * from './profiles';
export * from './referrals';
export * from './schools';
export * from './search';
export * from './uploads';
