import { escapeHtml } from '../lib/text';

/*
 * Generated images of people and profiles. Material previews are no longer drawn here: they are the
 * seller's own pages, watermarked (api/src/previews, issue 12).
 */

/** An author avatar: initials on a colour derived from the id. */
export function avatarSvg(id: number, name: string): string {
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  const hue = (id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <circle cx="100" cy="100" r="100" fill="hsl(${hue},55%,55%)"/>
    <text x="100" y="122" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

export function backgroundSvg(n: number): string {
  const hue = (n * 60) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="204"><defs><linearGradient id="g" x1="0" x2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,70%)"/></linearGradient></defs>
    <rect width="1200" height="204" fill="url(#g)"/></svg>`;
}
