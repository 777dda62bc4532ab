/** spec §9 image sizes through the API's resize service (spec §7: images go through services on the main host). */
export const IMAGE_SIZES = {
  /** Material card preview: the page's width; the card shows its top part (a preview is portrait). */
  card: { w: 400, q: 80, fit: 'inside' },
  /** spec §9: preview image height capped at 500. */
  preview: { h: 500, q: 85, fit: 'inside' },
  thumb: { w: 120, h: 90, q: 70, fit: 'cover' },
  /** spec §9: avatar 32x32 quality 95. */
  avatar: { w: 32, h: 32, q: 95, fit: 'cover' },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

/** The resize URL for an image of the API host; other URLs are returned as they are. */
export function resizedImage(url: string, size: ImageSize): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!parsed.pathname.startsWith('/images/')) return url;
  const spec: Record<string, string | number> = { ...IMAGE_SIZES[size] };
  // The source's own query stays: a preview's ?v= (render version) makes a new render a new URL.
  const query = new URLSearchParams({ src: parsed.pathname + parsed.search });
  for (const [key, value] of Object.entries(spec)) query.set(key, String(value));
  return `${parsed.origin}/images/resize?${query.toString()}`;
}
