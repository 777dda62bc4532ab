import type { App, Ctx } from '../../context';
import { registerSchoolInvitations } from './invitations';
import { registerSchoolMembers } from './members';
import { registerSchoolAccounts } from './schools';

/** School accounts (spec §2 /my-school, /school-create, /schoolaccount; spec §6 school roles). */
export function registerSchools(app: App, ctx: Ctx) {
  registerSchoolAccounts(app, ctx);
  registerSchoolMembers(app, ctx);
  registerSchoolInvitations(app, ctx);
}
