// @teachmarket/contracts/worlds: the worlds (./core.ts) and the servers' origin settings (API, page server).
export * from './core';
export { parseOrigin, parseWorldWebUrls } from './web-urls';
