import {
  REFERRAL_LIMITS, ReferralInvitationBodySchema, ReferralInvitationResponseSchema, ReferralOverviewResponseSchema, type Referral,
} from '@teachmarket/contracts/api-types/referrals';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { isWorld, WORLD_INFO } from '../../worlds';
import { sendMail } from '../account/mail';
import { mailLink } from '../account-links/links';
import { loggedIn } from '../../auth/guards';
import { referralCodeOf, referralRewardCents } from '../../money/referrals';

interface ReferralRow {
  id: number; email: string; invited_at: Date | null; registered_at: Date | null; rewarded_at: Date | null;
  reward_cents: number | null; invitee_name: string | null;
}

const REFERRAL_COLUMNS = `r.id, r.email, r.invited_at, r.registered_at, r.rewarded_at, r.reward_cents, u.public_name AS invitee_name`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toReferral(r: ReferralRow): Referral {
  return {
    id: r.id,
    // A colleague who signed up through the shared link did not get the address from the inviter: it stays private.
    email: r.invited_at ? r.email : null,
    name: r.registered_at ? r.invitee_name : null,
    state: r.rewarded_at ? 'rewarded' : r.registered_at ? 'registered' : 'sent',
    invitedAt: iso(r.invited_at),
    registeredAt: iso(r.registered_at),
    rewardedAt: iso(r.rewarded_at),
    reward: r.reward_cents === null ? null : toMajor(r.reward_cents),
  };
}

async function loadReferral(db: Queryable, id: number): Promise<Referral> {
  const [row] = await db.query<ReferralRow>(`SELECT ${REFERRAL_COLUMNS} FROM referrals r LEFT JOIN users u ON u.id = r.invitee_id WHERE r.id = $1`, [id]);
  if (!row) throw new Error('referral vanished');
  return toReferral(row);
}

/** spec §2 "referral invitation /invitation", §7 "referrals": the personal link, invitations by e-mail and their states. */
export function registerReferrals(app: App, ctx: Ctx) {
  app.get('/v1/referrals', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: "The logged-in user's referral code, the reward rule and the invited colleagues",
      querystring: WorldQuery, response: { 200: ReferralOverviewResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const code = await referralCodeOf(ctx.db, user.id);
    const [rows, invitedBy, [me]] = await Promise.all([
      ctx.db.query<ReferralRow>(
        `SELECT ${REFERRAL_COLUMNS} FROM referrals r LEFT JOIN users u ON u.id = r.invitee_id
          WHERE r.inviter_id = $1 ORDER BY coalesce(r.registered_at, r.invited_at) DESC, r.id DESC`,
        [user.id],
      ),
      ctx.db.query<{ public_name: string }>('SELECT i.public_name FROM referrals r JOIN users i ON i.id = r.inviter_id WHERE r.invitee_id = $1', [user.id]),
      ctx.db.query<{ world: string }>('SELECT world FROM users WHERE id = $1', [user.id]),
    ]);
    // Credits are kept in the currency of the user's own world (as the credits page shows them).
    const world = me && isWorld(me.world) ? me.world : 'de';
    const invitations = rows.map(toReferral);
    return {
      item: {
        code,
        reward: toMajor(referralRewardCents(world)),
        currencyCode: WORLD_INFO[world].currency,
        invitationsPerDay: REFERRAL_LIMITS.invitationsPerDay,
        earned: toMajor(rows.reduce((sum, r) => sum + (r.rewarded_at ? r.reward_cents ?? 0 : 0), 0)),
        invitedBy: invitedBy[0]?.public_name ?? null,
        invitations,
      },
    };
  });

  app.post('/v1/referrals/invitations', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Invite a colleague by e-mail (no duplicates, not an existing account, rate-limited per day)',
      querystring: WorldQuery, body: ReferralInvitationBodySchema, response: { 201: ReferralInvitationResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const email = request.body.email.trim().toLowerCase();
    if (email === user.email) throw new ApiError(400, 'own_email', 'Invite a colleague, not yourself', 'email');
    const [taken] = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    if (taken) throw new ApiError(409, 'already_registered', 'This colleague already has an account', 'email');
    const [twice] = await ctx.db.query('SELECT 1 FROM referrals WHERE inviter_id = $1 AND email = $2', [user.id, email]);
    if (twice) throw new ApiError(409, 'already_invited', 'You have already invited this colleague', 'email');
    const [count] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM referrals WHERE inviter_id = $1 AND invited_at > now() - interval '1 day'`, [user.id],
    );
    if ((count?.n ?? 0) >= REFERRAL_LIMITS.invitationsPerDay) {
      throw new ApiError(429, 'rate_limited', `You can send ${REFERRAL_LIMITS.invitationsPerDay} invitations a day: please try again tomorrow`);
    }
    const [row] = await ctx.db.query<{ id: number }>(
      'INSERT INTO referrals (inviter_id, email, invited_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING RETURNING id', [user.id, email],
    );
    // The same address sent twice at once: the second insert finds the first.
    if (!row) throw new ApiError(409, 'already_invited', 'You have already invited this colleague', 'email');
    const code = await referralCodeOf(ctx.db, user.id);
    const [sender] = await ctx.db.query<{ public_name: string }>('SELECT public_name FROM users WHERE id = $1', [user.id]);
    // The colleague has no account (checked above): the language of the inviter's world, and no
    // unsubscribe link, as there is nothing to unsubscribe from (one invitation per address, ever).
    await sendMail(ctx, {
      kind: 'referral_invitation', to: email, world: request.query.world, values: { sender: sender?.public_name ?? null },
      link: mailLink(ctx, 'register', {}, request.query.world, { query: { ref: code } }),
    });
    reply.status(201);
    return { item: await loadReferral(ctx.db, row.id) };
  });
}

