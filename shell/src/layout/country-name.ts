/** Worlds whose code is not their ISO region code. */
const REGION: Record<string, string> = { cn: 'CN', cz: 'CZ', dk: 'DK', gr: 'GR', hi: 'IN', jp: 'JP', kr: 'KR', kz: 'KZ', my: 'MY', rs: 'RS', se: 'SE', ua: 'UA' };

/** Country names come from Intl.DisplayNames in the page language: no hand-kept list to translate. */
export function countryName(world: string, language: string): string {
  const region = REGION[world] ?? world.toUpperCase();
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? world;
  } catch {
    return world;
  }
}
