import { Type } from '@sinclair/typebox';
import { CountrySchema, WORLDS } from '@teachmarket/contracts/api-types';
import type { App, Ctx } from '../../context';
import { countryOf } from '../../geo/geoip';
import { errorResponses, StringEnum, WorldQuery } from '../../lib/schema';
import { DEFAULT_WORLD, WORLD_INFO, isWorld } from '../../worlds';

/** spec §9: the chosen country is kept for one year. */
export const COUNTRY_COOKIE = 'countryCode';
export const COUNTRY_MAX_AGE_S = 365 * 24 * 3600;

const country = (code: string) => {
  const world = isWorld(code) ? code : DEFAULT_WORLD;
  return { code: world, name: WORLD_INFO[world].countryName, currencyCode: WORLD_INFO[world].currency };
};

/** The world a geolocated ISO country leads to (IN → hi, EL → gr; a country without a world → de). */
const COUNTRY_WORLD: Record<string, string> = { IN: 'hi', EL: 'gr' };
const worldOfCountry = (iso: string) => {
  const code = COUNTRY_WORLD[iso] ?? iso.toLowerCase();
  return isWorld(code) ? code : DEFAULT_WORLD;
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A geolocated country: its ISO code (what the client's toWorldCode maps) and its world's currency (spec §7). */
const geolocated = (iso: string) => {
  const world = worldOfCountry(iso);
  return { code: iso, name: world === iso.toLowerCase() ? WORLD_INFO[world].countryName : (regionNames.of(iso) ?? iso), currencyCode: WORLD_INFO[world].currency };
};

export function registerLocation(app: App, ctx: Ctx) {
  app.post('/v3/location/set-country', {
    schema: {
      tags: ['location'], summary: 'Remember the visitor country for one year (cookie)', querystring: WorldQuery,
      body: Type.Object({
        code: StringEnum(WORLDS),
        name: Type.Optional(Type.String({ maxLength: 100 })),
        expires_in: Type.Optional(Type.Integer({ minimum: 1, maximum: COUNTRY_MAX_AGE_S })),
      }, { additionalProperties: false }),
      response: { 200: CountrySchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const { code, expires_in } = request.body;
    reply.setCookie(COUNTRY_COOKIE, code, { path: '/', maxAge: expires_in ?? COUNTRY_MAX_AGE_S, sameSite: 'lax', httpOnly: false });
    return country(code);
  });

  app.get('/v3/location/get-country', {
    schema: {
      tags: ['location'],
      summary: 'The stored country, else the geolocated one (trusted proxy header GEOIP_HEADER, then the IP-range '
        + 'database; private addresses are unknown), else de (spec §8: geolocation failure defaults to de)',
      querystring: WorldQuery, response: { 200: CountrySchema, ...errorResponses },
    },
  }, async (request) => {
    const chosen = request.cookies[COUNTRY_COOKIE];
    if (chosen && isWorld(chosen)) return country(chosen);
    const { country: iso } = await countryOf(request.headers, request.ip, ctx.config.geoipHeader);
    return iso ? geolocated(iso) : country(DEFAULT_WORLD);
  });
}
