import { Type } from '@sinclair/typebox';
import { CountrySchema, WORLDS } from '../../../../shared-kit/src/api-types';
import type { App } from '../../context';
import { errorResponses, StringEnum, WorldQuery } from '../../lib/schema';
import { DEFAULT_WORLD, WORLD_INFO, isWorld } from '../../worlds';

/** spec §9: the chosen country is kept for one year. */
export const COUNTRY_COOKIE = 'countryCode';
export const COUNTRY_MAX_AGE_S = 365 * 24 * 3600;

const country = (code: string) => {
  const world = isWorld(code) ? code : DEFAULT_WORLD;
  return { code: world, name: WORLD_INFO[world].countryName, currencyCode: WORLD_INFO[world].currency };
};

export function registerLocation(app: App) {
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
      summary: 'The stored country, else de (spec §8: geolocation failure defaults to de; no IP geolocation here)',
      querystring: WorldQuery, response: { 200: CountrySchema, ...errorResponses },
    },
  }, async (request) => country(request.cookies[COUNTRY_COOKIE] ?? DEFAULT_WORLD));
}
