import multipart from '@fastify/multipart';
import type { App, Ctx } from '../../context';
import { registerProfileImages } from '../user/profile-images';
import { registerUserDetails } from '../user/details';
import { registerMaterialFiles } from './material-files';
import { registerMaterialUploads } from './materials';
import { MULTIPART_LIMITS } from '../_lib/multipart';
import { registerPublishing } from './publish';
import { registerUploadPreviews } from './previews';
import { registerWithdrawal } from './withdraw';

/**
 * Uploads (issues 4 and 5) in one encapsulated scope: only these routes parse multipart bodies,
 * with explicit limits (each call narrows the file size further).
 */
export function registerUploads(app: App, ctx: Ctx) {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    const typed = scope as unknown as App;
    registerMaterialUploads(typed, ctx);
    registerMaterialFiles(typed, ctx);
    registerPublishing(typed, ctx);
    registerWithdrawal(typed, ctx);
    registerUploadPreviews(typed, ctx);
    registerUserDetails(typed, ctx);
    registerProfileImages(typed, ctx);
  });
}
