import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import { TermsSchema } from '@teachmarket/contracts/api-types';
import { currentTermsVersion, requireUser, sessionOf } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { contentText } from '../../content/texts';

/** spec §2 terms anchors; the legal text itself belongs to the info pages (mfe-info, locales). */
const ANCHORS = ['data_protection', 'terms-of-use', 'terms-of-task-completing', 'withdrawal-provisions'];

export function registerTerms(app: App, ctx: Ctx) {
  app.get('/v3/terms/get', {
    schema: {
      tags: ['terms'], summary: 'The current terms version (AGB get / published date)', querystring: WorldQuery,
      response: { 200: Type.Object({ item: TermsSchema }), ...errorResponses },
    },
  }, async (request) => {
    const [row] = await ctx.db.query<{ version: number; published_at: Date }>(
      'SELECT version, published_at FROM terms_versions ORDER BY version DESC LIMIT 1',
    );
    if (!row) throw notFound('Terms');
    return {
      item: {
        version: row.version,
        publishedAt: row.published_at.toISOString(),
        // The title in the world's language (content/texts/<language>.json, as the info pages' locales/*/info.json terms.title).
        title: `${contentText(request.query.world, (t) => t.terms?.title)} (${row.version})`,
        body: ANCHORS.map((a) => `<section id="${a}"></section>`).join(''),
      },
    };
  });

  app.get('/v3/terms/is-accepted', {
    schema: {
      tags: ['terms'], summary: 'Whether the logged-in user accepted the current terms', querystring: WorldQuery,
      response: { 200: Type.Object({ accepted: Type.Boolean(), version: Type.Integer() }), ...errorResponses },
    },
  }, async (request) => {
    await requireUser(ctx, request, { termsGate: false });
    const session = await sessionOf(ctx, request);
    return { accepted: session.status === 'user' && session.termsAccepted, version: await currentTermsVersion(ctx) };
  });

  app.post('/v3/terms/accept', {
    preValidation: loggedIn(ctx, { termsGate: false }),
    schema: {
      tags: ['terms'], summary: 'Accept the current terms (lifts the spec §6 terms gate)', querystring: WorldQuery,
      body: Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
      response: { 200: Type.Object({ accepted: Type.Boolean(), version: Type.Integer() }), ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request, { termsGate: false });
    const current = await currentTermsVersion(ctx);
    if (request.body.version !== current) {
      throw new ApiError(409, 'terms_version_outdated', `The current terms version is ${current}`, 'version');
    }
    // GREATEST: an announced version accepted early (terms/upcoming.ts) must not be lowered.
    await ctx.db.query('UPDATE users SET terms_version_accepted = GREATEST(coalesce(terms_version_accepted, 0), $1), terms_accepted_at = now() WHERE id = $2', [current, user.id]);
    return { accepted: true, version: current };
  });
}
