import type { MySchoolResponse, School } from '@teachmarket/contracts/api-types/schools';
import type { SchoolType } from '@teachmarket/contracts/api-types';
import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/session';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';

/** spec §6 "school account member": member or master of a school account; everyone else 403 not_in_school. */
export function schoolOf(user: SessionUser): number {
  if (!user.school_id || !user.school_role) throw new ApiError(403, 'not_in_school', 'Only members of a school account may do this');
  return user.school_id;
}

/** spec §6 "school admin (role master)". */
export function adminSchoolOf(user: SessionUser): number {
  const schoolId = schoolOf(user);
  if (user.school_role !== 'master') throw new ApiError(403, 'forbidden', 'Only the school admin (role master) may do this');
  return schoolId;
}

/** The logged-in school admin of a request and their school account: 401, then 403 as adminSchoolOf answers. */
export async function schoolAdminOf(ctx: Ctx, request: FastifyRequest): Promise<{ admin: SessionUser; schoolId: number }> {
  const admin = await requireUser(ctx, request);
  return { admin, schoolId: adminSchoolOf(admin) };
}

/**
 * An open invitation for a new address keeps its password-less account out of the member list
 * until the colleague finishes registration (it is listed as an invitation instead).
 */
export const OPEN_NEW_ACCOUNT = `EXISTS (SELECT 1 FROM school_invitations i WHERE i.user_id = u.id AND i.new_account
  AND i.accepted_at IS NULL AND i.revoked_at IS NULL)`;

interface SchoolRow {
  id: number; name: string; school_type: SchoolType; world: string; created_at: Date; is_verified: boolean;
  street: string | null; postcode: string | null; city: string | null; country: string | null;
  verification_domain: string | null; verification_requested_at: Date | null;
}

export async function loadSchool(db: Queryable, schoolId: number): Promise<School> {
  const [row] = await db.query<SchoolRow>('SELECT * FROM schools WHERE id = $1', [schoolId]);
  if (!row) throw new ApiError(404, 'not_found', 'School not found');
  const { street, postcode, city, country } = row;
  return {
    id: row.id,
    name: row.name,
    schoolType: row.school_type,
    world: row.world,
    address: street && postcode && city && country ? { street, postcode, city, country } : null,
    createdAt: row.created_at.toISOString(),
    verification: {
      state: row.is_verified ? 'verified' : row.verification_requested_at ? 'requested' : 'unverified',
      domain: row.verification_domain,
      requestedAt: row.verification_requested_at?.toISOString() ?? null,
    },
  };
}

/** The caller's school page: the school, its members (admin first), open invitations for the admin. */
export async function loadMySchool(db: Queryable, user: SessionUser): Promise<MySchoolResponse> {
  const schoolId = schoolOf(user);
  const isAdmin = user.school_role === 'master';
  const school = await loadSchool(db, schoolId);
  const members = await db.query<{ id: number; public_name: string; email: string; school_role: 'master' | 'member' }>(
    `SELECT u.id, u.public_name, u.email, u.school_role FROM users u
      WHERE u.school_id = $1 AND NOT ${OPEN_NEW_ACCOUNT}
      ORDER BY u.school_role = 'master' DESC, lower(u.public_name), u.id`,
    [schoolId],
  );
  const invitations = isAdmin
    ? await db.query<{ id: number; email: string; new_account: boolean; created_at: Date; expires_at: Date; expired: boolean }>(
      `SELECT id, email, new_account, created_at, expires_at, expires_at < now() AS expired FROM school_invitations
        WHERE school_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
      [schoolId],
    )
    : [];
  const [wishlist] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM school_wishlist WHERE school_id = $1', [schoolId]);
  return {
    school,
    role: isAdmin ? 'master' : 'member',
    members: members.map((m) => ({ id: m.id, publicName: m.public_name, email: isAdmin || m.id === user.id ? m.email : null, role: m.school_role })),
    invitations: invitations.map((i) => ({
      id: i.id, email: i.email, newAccount: i.new_account, createdAt: i.created_at.toISOString(), expiresAt: i.expires_at.toISOString(), expired: i.expired,
    })),
    wishlistTotal: wishlist?.n ?? 0,
  };
}
