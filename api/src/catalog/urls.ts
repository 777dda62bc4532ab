import type { PreviewImage } from '../../../shared-kit/src/api-types';

/** Absolute image URLs on the API host (spec §7: images go through services on the main host). */
export const previewUrls = (base: string, materialId: number, page: number): PreviewImage => ({
  plain: `${base}/images/previews/${materialId}/${page}.webp`,
  watermarked: `${base}/images/previews/${materialId}/${page}-wm.webp`,
});

export const absolute = (base: string, path: string | null): string | null =>
  path === null ? null : /^https?:\/\//.test(path) ? path : `${base}${path}`;

/** spec §9: at most this many preview pages are shown for a material. */
export const MAX_PREVIEWS = 3;
