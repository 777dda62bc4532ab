import type { PreviewImage } from '@teachmarket/contracts/api-types';

/**
 * The public URL of preview page `page`: always the watermarked image (issue 13: no URL serves a
 * plain page). `version` is the render it shows, so a new file or page count gets a new URL and
 * browsers never keep showing the old one; null before the first render (drawn on first request).
 */
export const previewUrl = (base: string, materialId: number, page: number, version: number | null): string =>
  `${base}/images/previews/${materialId}/${page}.webp${version ? `?v=${version}` : ''}`;

/** spec §3 firstPreviewImage keeps its { plain, watermarked } shape; both name the watermarked image. */
export const previewUrls = (base: string, materialId: number, page: number, version: number | null): PreviewImage => {
  const url = previewUrl(base, materialId, page, version);
  return { plain: url, watermarked: url };
};

export const absolute = (base: string, path: string | null): string | null =>
  path === null ? null : /^https?:\/\//.test(path) ? path : `${base}${path}`;
