import { remoteConfig } from '@teachmarket/shared-kit/webpack';

// Size budget in KB gzip, enforced by the build (issue 16, shared-kit/build/budget-plugin.mjs): today's sizes.
export default remoteConfig(import.meta.url, { budget: { entryKb: 30, pageKb: 25 } });
