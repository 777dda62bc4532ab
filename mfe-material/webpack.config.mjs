import { remoteConfig } from '@teachmarket/shared-kit/webpack';

// Size budget in KB gzip, enforced by the build (issue 16, shared-kit/build/budget-plugin.mjs): today's sizes
// + ~3 KB (2026-11-26: entry 27.0-27.6, largest page 16.2 KB, DOMPurify included).
export default remoteConfig(import.meta.url, { budget: { entryKb: 30, pageKb: 19 } });
