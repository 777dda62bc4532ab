/** The country a world's site is for, in the page language (Intl.DisplayNames: no list to translate). hi is India. */
export function siteName(world: string, language: string): string {
  const region = world === 'hi' ? 'IN' : world.toUpperCase();
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
