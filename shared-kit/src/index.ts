// @teachmarket/shared-kit: one instance at runtime across the shell and every remote
// (a federation singleton), so stores and the HTTP client are shared.
import { registerInstance } from './diagnostics';

registerInstance('@teachmarket/shared-kit', {});

export * from './contract';
export * from './diagnostics';
export * from './stores';
export * from './storage';
export * from './api/http-client';
export * from './api/http-error';
export * from './api/endpoints';
export * from './ui';
export * from './routes';
export * from './worlds';
export * from './i18n';
export * from './format';
export type * from './api-types';
