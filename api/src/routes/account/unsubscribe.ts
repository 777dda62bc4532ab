import { Type, type Static } from '@sinclair/typebox';
import type { App, Ctx } from '../../context';
import { ApiError } from '../../errors';
import { errorResponses, StringEnum, WorldQuery } from '../../lib/schema';
import { unsubscribePage } from '../../mail/link-tokens';
import { applyMailLinkToken, createMailLinkToken, PARTITIONS, readMailLinkToken } from './mail-links';

const Params = Type.Object({ partition: StringEnum(PARTITIONS), token: Type.String({ minLength: 10, maxLength: 200 }) });
const LinkAnswer = Type.Object({ partition: StringEnum(PARTITIONS), author_name: Type.Union([Type.String(), Type.Null()]) });

/** spec §7 "v1/subscriptions/{partition}/{token}: unfollow by link" (no login: the token is the proof). */
export function registerUnsubscribe(app: App, ctx: Ctx) {
  app.get('/v1/subscriptions/:partition/:token', {
    schema: {
      tags: ['account'], summary: 'What an unsubscribe/unfollow link will do (does not use it)',
      description: 'A browser opening this URL (a mail program following the List-Unsubscribe header; Accept: text/html first) is sent on with 303 to the web page of the world that asks before unsubscribing.',
      params: Params, querystring: WorldQuery, response: { 200: LinkAnswer, ...errorResponses },
    },
  }, async (request, reply) => {
    // Issue 18: the header's URL is the API's (RFC 8058 one click, below); a person who opens it gets
    // the page in their world's language on its web origin, not JSON. Nothing is used by a GET.
    if (/^\s*text\/html/i.test(request.headers.accept ?? '')) {
      return reply.redirect(unsubscribePage(ctx, request.params.partition, request.params.token, request.query.world), 303);
    }
    const link = await readMailLinkToken(ctx, request.params.partition, request.params.token);
    return { partition: request.params.partition, author_name: link.authorName };
  });

  // Issue 18: the same call is the RFC 8058 one-click target of a mail's List-Unsubscribe header. A
  // mail provider POSTs `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded or
  // multipart/form-data, without cookies or login; the web page posts without a body. So this scope
  // takes any body (small, ignored: the token in the path is the whole proof) instead of JSON only.
  // Used once: a second POST (a provider's retry, a second click) changes nothing and answers the
  // 410 token_used every mail link answers; the opt-out stays.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    scope.post('/v1/subscriptions/:partition/:token', {
      schema: {
        tags: ['account'], summary: 'Unsubscribe/unfollow by link (also the mails\' one-click List-Unsubscribe target): uses the single-use token',
        params: Params, querystring: WorldQuery, response: { 200: LinkAnswer, ...errorResponses },
      },
    }, async (request) => {
      const { partition, token } = request.params as Static<typeof Params>;
      const link = await applyMailLinkToken(ctx, partition, token);
      return { partition, author_name: link.authorName };
    });
  });
}

/** Developer/test route: a mail link token for a user, as the mail code would create it (never in production). */
export function registerMailLinkDev(app: App, ctx: Ctx) {
  app.post('/dev/mail-link-tokens', {
    schema: {
      tags: ['ops'], summary: 'Create an unsubscribe/unfollow link token (development only)',
      body: Type.Object({ email: Type.String(), partition: StringEnum(PARTITIONS), author_id: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
      response: { 200: Type.Object({ token: Type.String() }), ...errorResponses },
    },
  }, async (request) => {
    const [user] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [request.body.email.trim().toLowerCase()]);
    if (!user) throw new ApiError(404, 'not_found', 'No user with this e-mail address', 'email');
    if (request.body.partition === 'author' && !request.body.author_id) throw new ApiError(400, 'author_required', 'author_id is required', 'author_id');
    return { token: await createMailLinkToken(ctx.db, request.body.partition, user.id, request.body.author_id ?? null) };
  });
}
