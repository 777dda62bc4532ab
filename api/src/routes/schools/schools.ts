import { Type } from '@sinclair/typebox';
import {
  CreateSchoolBodySchema, MySchoolResponseSchema, SCHOOL_LIMITS, SchoolAddressSchema, SchoolSchema, SchoolVerificationBodySchema,
} from '@teachmarket/contracts/api-types/schools';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';
import { schoolAdminOf, loadMySchool, loadSchool } from './load';

const alreadyInSchool = () => new ApiError(409, 'already_in_school', 'This account belongs to a school account already');
const DOMAIN = new RegExp(SCHOOL_LIMITS.domain.pattern);

/**
 * spec §2 /my-school, /school-create, /schoolaccount; spec §6 school roles. One school account per
 * user (users.school_id): whoever creates one becomes its admin (role master).
 */
export function registerSchoolAccounts(app: App, ctx: Ctx) {
  app.get('/v3/schools/mine', {
    schema: { tags: ['schools'], summary: "The caller's school account: school, members, the admin's open invitations", querystring: WorldQuery, response: { 200: MySchoolResponseSchema, ...errorResponses } },
  }, async (request) => loadMySchool(ctx.db, await requireUser(ctx, request)));

  app.post('/v3/schools', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: 'Create a school account; the creator becomes its admin (role master)', querystring: WorldQuery,
      body: CreateSchoolBodySchema, response: { 201: MySchoolResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    if (user.school_id) throw alreadyInSchool();
    const b = request.body;
    const name = b.name.trim().replace(/\s+/g, ' ');
    if (name.length < SCHOOL_LIMITS.name.min) throw badRequest('validation_failed', `The school name needs at least ${SCHOOL_LIMITS.name.min} characters`, 'name');
    const street = b.street.trim();
    if (street.length < SCHOOL_LIMITS.street.min) throw badRequest('validation_failed', 'Enter the street and number', 'street');
    const city = b.city.trim();
    if (city.length < SCHOOL_LIMITS.city.min) throw badRequest('validation_failed', 'Enter the city', 'city');
    const schoolId = await ctx.db.transaction(async (tx) => {
      const [school] = await tx.query<{ id: number }>(
        `INSERT INTO schools (world, name, school_type, street, postcode, city, country, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [request.query.world, name, b.schoolType, street, b.postcode.trim().toUpperCase(), city, b.country, user.id],
      );
      if (!school) throw new Error('school insert returned nothing');
      // Conditional: of two creations at once only one makes the user an admin; the other rolls back.
      const joined = await tx.query("UPDATE users SET school_id = $1, school_role = 'master' WHERE id = $2 AND school_id IS NULL RETURNING 1", [school.id, user.id]);
      if (!joined.length) throw alreadyInSchool();
      return school.id;
    });
    reply.code(201);
    return loadMySchool(ctx.db, { ...user, school_id: schoolId, school_role: 'master' });
  });

  app.put('/v3/schools/mine/address', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: "The school admin changes the school's (billing) address", querystring: WorldQuery,
      body: SchoolAddressSchema, response: { 200: Type.Object({ school: SchoolSchema }), ...errorResponses },
    },
  }, async (request) => {
    const { schoolId } = await schoolAdminOf(ctx, request);
    const b = request.body;
    if (b.street.trim().length < SCHOOL_LIMITS.street.min) throw badRequest('validation_failed', 'Enter the street and number', 'street');
    if (b.city.trim().length < SCHOOL_LIMITS.city.min) throw badRequest('validation_failed', 'Enter the city', 'city');
    await ctx.db.query('UPDATE schools SET street = $1, postcode = $2, city = $3, country = $4 WHERE id = $5', [
      b.street.trim(), b.postcode.trim().toUpperCase(), b.city.trim(), b.country, schoolId,
    ]);
    return { school: await loadSchool(ctx.db, schoolId) };
  });

  app.post('/v3/schools/mine/verification', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['schools'], summary: "The school admin asks for verification with the school's official e-mail domain", querystring: WorldQuery,
      body: SchoolVerificationBodySchema, response: { 200: Type.Object({ school: SchoolSchema }), ...errorResponses },
    },
  }, async (request) => {
    const { admin: user, schoolId } = await schoolAdminOf(ctx, request);
    const domain = request.body.domain.trim().toLowerCase().replace(/^@/, '');
    if (!DOMAIN.test(domain)) throw badRequest('validation_failed', 'Enter a domain such as school-name.de', 'domain');
    // The admin's own address must be at that domain: the request is then backed by a mailbox the
    // school runs. An operator still checks the domain belongs to the school (spec §6 "verified
    // school user"); that approval sets schools.is_verified and has no screen in this app.
    const own = user.email.split('@')[1] ?? '';
    if (own !== domain && !own.endsWith(`.${domain}`)) {
      throw badRequest('email_domain_mismatch', 'Your own e-mail address must be at this domain (change it in your account first)', 'domain');
    }
    const [school] = await ctx.db.query<{ is_verified: boolean }>('SELECT is_verified FROM schools WHERE id = $1', [schoolId]);
    if (school?.is_verified) throw new ApiError(409, 'already_verified', 'This school account is verified already');
    await ctx.db.query('UPDATE schools SET verification_domain = $1, verification_requested_at = now() WHERE id = $2', [domain, schoolId]);
    return { school: await loadSchool(ctx.db, schoolId) };
  });
}
