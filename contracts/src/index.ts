// @teachmarket/contracts: what the API and the frontend share, framework-free (no React, no stores, no DOM):
// the route table with href/match, worlds, money formatting, the remotes' names and contract version.
// The API's TypeBox schemas and types are the sub-path `@teachmarket/contracts/api-types` (and
// `/api-types/<area>`), so a browser bundle takes only the schemas it imports.
export * from './remotes';
export * from './routes';
export * from './worlds';
export * from './format';
