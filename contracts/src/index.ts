// @teachmarket/contracts: what the API and the frontend share, framework-free (no React, no stores, no DOM):
// the route table with href/match, worlds, money formatting, the remotes' names and contract version.
// The API's TypeBox schemas and types are the sub-path `@teachmarket/contracts/api-types` (and
// `/api-types/<area>`); the browser imports only their types. The constants and checks the schemas are built
// from (limits, enumerations, IBAN, post markup, address form checks) are the TypeBox-free sub-path
// `@teachmarket/contracts/rules` (issue 16), which the browser imports instead.
export * from './remotes';
export * from './remote-registry';
// The operators' console's registry edits are the sub-path `@teachmarket/contracts/registry-edit` (issue 16).
export * from './routes';
// Without the servers' origin settings (`@teachmarket/contracts/worlds` has them): no browser runs them.
export * from './worlds/core';
export * from './format';
