import { UserResponseSchema, type User } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { toMajor } from '../../lib/text';
import { errorResponses } from '../../lib/schema';
import { WORLD_INFO, isWorld } from '../../worlds';

interface UserRow {
  id: number; slug: string; email: string; is_seller: boolean; created_at: Date; creation_source: string;
  public_name: string; image_path: string | null; world: string; credits_cents: number; had_credits: boolean;
  school_id: number | null; school_role: string | null; school_verified: boolean | null; invoice_email: string | null;
  terms_ok: boolean; double_opt_in: boolean; role: string;
}

export async function loadUser(ctx: Ctx, id: number): Promise<User | null> {
  const [row] = await ctx.db.query<UserRow>(
    `SELECT u.*, s.is_verified AS school_verified,
            coalesce(u.terms_version_accepted, 0) >= coalesce((SELECT max(version) FROM terms_versions), 0) AS terms_ok
       FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1`,
    [id],
  );
  if (!row) return null;
  const currencyCode = isWorld(row.world) ? WORLD_INFO[row.world].currency : 'EUR';
  const credits = toMajor(row.credits_cents);
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    isSeller: row.is_seller,
    createdAt: row.created_at.toISOString(),
    creationSource: row.creation_source,
    details: { publicName: row.public_name, imagePath: row.image_path },
    userImagePath: row.image_path,
    userName: row.public_name,
    profileDetails: {
      details: {
        credits: { amount: credits, had_credits: row.had_credits },
        currencyCode,
        schoolAccount: row.school_id
          ? { school_id: row.school_id, role: row.school_role ?? 'member', is_verified: Boolean(row.school_verified) }
          : null,
      },
      invoiceDetails: { email: row.invoice_email },
    },
    availableCredits: credits,
    hadCredits: row.had_credits,
    // Set per session by GET /v1/user (a login-as token, spec §6); a plain load is the user themself.
    loggedInAsAnotherUser: false,
    isAgbAccepted: row.terms_ok,
    doubleOptIn: row.double_opt_in,
    role: row.role,
  };
}

export function registerUser(app: App, ctx: Ctx) {
  app.get('/v1/user', {
    schema: {
      tags: ['user'],
      summary: 'The logged-in user (spec §3 User) as items[0]',
      response: { 200: UserResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    // Not behind the terms gate: the shell shows who is logged in while asking to accept terms.
    const session = await requireUser(ctx, request, { termsGate: false });
    const user = await loadUser(ctx, session.id);
    return { items: user ? [{ ...user, loggedInAsAnotherUser: session.impersonated_by !== null }] : [] };
  });
}
