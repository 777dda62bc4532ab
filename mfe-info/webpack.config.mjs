import { remoteConfig } from '@teachmarket/shared-kit/webpack';

// Size budget in KB gzip, enforced by the build (issue 16, shared-kit/build/budget-plugin.mjs): today's sizes
// + ~2-3 KB (2026-11-26: entry 8.8 KB since the remotes run on the shell's
// federation runtime, was 27.0-27.6; largest page 12.3 KB, DOMPurify included).
// Entry: the 6 KB since the remotes take the federation bundler runtime from the shell as well
// (2026-11-26: 4.0 KB; an entry over it fails this remote's build, named with its figure).
// Page: largest page 1.4 KB since DOMPurify loads only when the browser renders an article itself (SanitizedHtml, 2026-11-27; 12.4 KB before).
export default remoteConfig(import.meta.url, { budget: { entryKb: 6, pageKb: 4 } });
