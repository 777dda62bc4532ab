import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { MaterialSummarySchema } from '@teachmarket/contracts/api-types';
import {
  AnonymousListResponseSchema, AnonymousTokenSchema, PersistResponseSchema, SubscriptionBodySchema, SubscriptionResponseSchema,
  WishlistQueryBodySchema,
} from '@teachmarket/contracts/api-types/favourites';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { favouriteIds, favouritePage, persistAnonymous, setFavourite, type Owner } from './store';

const TokenBody = Type.Object({ token: AnonymousTokenSchema }, { additionalProperties: false });
const WishlistResponse = Type.Object({
  items: Type.Array(MaterialSummarySchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(),
});

function anonymousOwner(token: string | undefined): Owner {
  if (!token) throw badRequest('validation_failed', 'body field "token" is required for anonymous favourites', 'token');
  return { kind: 'anonymous', token };
}

/** spec §7 subscriptions (material favourites) and the wishlist queries; spec §4 anonymous persist. */
export function registerFavourites(app: App, ctx: Ctx) {
  const tags = ['favourites'];
  const subscribe = { tags, querystring: WorldQuery, body: SubscriptionBodySchema, response: { 200: SubscriptionResponseSchema, ...errorResponses } };

  for (const [path, on] of [['subscribe', true], ['unsubscribe', false]] as const) {
    app.post(`/v3/subscriptions/${path}`, { preValidation: loggedIn(ctx), schema: { ...subscribe, summary: `${on ? 'Add a material to' : 'Remove a material from'} the user's favourites` } }, async (request) => {
      const user = await requireUser(ctx, request);
      const id = request.body.subjectId;
      return { id, total: await setFavourite(ctx, { kind: 'user', userId: user.id }, id, on) };
    });
    app.post(`/v3/subscriptions/anonymous/${path}`, { schema: { ...subscribe, summary: `${on ? 'Add to' : 'Remove from'} an anonymous visitor's favourites (body token)` } }, async (request) => {
      const id = request.body.subjectId;
      return { id, total: await setFavourite(ctx, anonymousOwner(request.body.token), id, on) };
    });
  }

  app.post('/v3/subscriptions/anonymous/list', {
    schema: { tags, summary: "An anonymous visitor's favourite material ids, newest first", querystring: WorldQuery, body: TokenBody, response: { 200: AnonymousListResponseSchema, ...errorResponses } },
  }, async (request) => {
    const ids = await favouriteIds(ctx, anonymousOwner(request.body.token));
    return { ids, total: ids.length };
  });

  app.post('/v3/subscriptions/anonymous/persist', {
    preValidation: loggedIn(ctx),
    schema: { tags, summary: 'After login: move the anonymous favourites of token to the user (spec §4)', querystring: WorldQuery, body: TokenBody, response: { 200: PersistResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return persistAnonymous(ctx, request.body.token, user.id);
  });

  const wishlist = { tags, querystring: WorldQuery, body: WishlistQueryBodySchema, response: { 200: WishlistResponse, ...errorResponses } };
  app.post('/v3/elastic-indexer/wishlist/query', { schema: { ...wishlist, summary: "The user's favourites, 200 per page (spec §5)" } }, async (request) => {
    const user = await requireUser(ctx, request);
    const { filters, limit, page } = request.body;
    const result = await favouritePage(ctx, { kind: 'user', userId: user.id }, filters?.world, limit, page);
    return { ...result, page, per_page: limit };
  });
  app.post('/v3/elastic-indexer/anonymous-wishlist/query', { schema: { ...wishlist, summary: "An anonymous visitor's favourites, 200 per page" } }, async (request) => {
    const { filters, limit, page, token } = request.body;
    const result = await favouritePage(ctx, anonymousOwner(token), filters?.world, limit, page);
    return { ...result, page, per_page: limit };
  });
}
