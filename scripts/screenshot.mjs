// Dev tool: node scripts/screenshot.mjs <url> <out.png> [width] — a Playwright screenshot in Debian's Chromium,
// printing console errors and failed requests (run where @playwright/test resolves, e.g. from e2e/).
import { chromium } from '@playwright/test';
const [,, url, out, width = '1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
// SKIP_CONSENT=1: the visitor has already decided, so the consent modal does not cover the page.
if (process.env.SKIP_CONSENT === '1') {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: ['essential'], at: new Date().toISOString() })));
}
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
page.on('requestfailed', (r) => logs.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
await page.goto(url, { waitUntil: 'networkidle' }).catch((e) => logs.push('goto: ' + e.message));
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
console.log(logs.join('\n'));
console.log('title:', await page.title(), 'lang:', await page.getAttribute('html', 'lang'));
await browser.close();
