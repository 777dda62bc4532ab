import { verifyIdToken } from '../../auth/id-token';
import { isSocialProvider } from '../../auth/providers';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { slugify } from '../../lib/text';
import { isWorld } from '../../worlds';

interface SocialLogin {
  grantType: string;
  token: string | undefined;
  nonce: string | undefined;
  world: unknown;
}

/**
 * spec §4/§7 social login: the provider's ID token is verified, then the user is found by the
 * linked identity (provider + subject), else by the verified e-mail address (and linked), else created.
 * Answers the user id; the caller issues the token like the password grant.
 */
export async function socialLoginUserId(ctx: Ctx, login: SocialLogin): Promise<number> {
  const provider = isSocialProvider(login.grantType) ? ctx.config.oauthProviders[login.grantType] : undefined;
  if (!provider || !isSocialProvider(login.grantType)) {
    throw badRequest('provider_not_configured', `Login with ${login.grantType} is not configured on this server`, 'grant_type');
  }
  if (!login.token) throw badRequest('validation_failed', `body field "token" (the ID token) is required for grant_type ${login.grantType}`, 'token');
  const identity = await verifyIdToken(provider, login.token, login.nonce);

  const [linked] = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2', [login.grantType, identity.subject],
  );
  if (linked) return linked.user_id;

  const [existing] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [identity.email]);
  let userId = existing?.id;
  if (!userId) {
    const name = identity.name ?? identity.email.split('@')[0] ?? 'user';
    const world = typeof login.world === 'string' && isWorld(login.world) ? login.world : 'de';
    // The provider verified the address: no confirm mail. Terms are not accepted yet: the shell asks (spec §4).
    const [created] = await ctx.db.query<{ id: number }>(
      `INSERT INTO users (email, slug, public_name, world, creation_source, double_opt_in, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, true, now())
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [identity.email, slugify(name) || 'user', name, world, login.grantType],
    );
    if (!created) throw new Error('user insert returned nothing');
    userId = created.id;
  }
  await ctx.db.query(
    `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING`,
    [login.grantType, identity.subject, userId, identity.email],
  );
  return userId;
}
