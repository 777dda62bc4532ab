import type { UploadOptions } from '@teachmarket/shared-kit';
import type { ClientContext } from './client';
import { routeAborts, type RouteAborts } from './route-aborts';
import type { createXhrUploader } from './upload-xhr';

/**
 * The shell's upload call (issue 5; over XMLHttpRequest: ./upload-xhr.ts). Issue 16: the implementation is
 * a chunk loaded with the first upload, not part of every first view (only the cabinet's forms upload).
 * A chunk that fails to load fails that upload; the next one loads it again.
 */
export function createUploader(ctx: ClientContext, routes: RouteAborts = routeAborts) {
  let uploader: Promise<ReturnType<typeof createXhrUploader>> | undefined;
  return async function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
    uploader ??= import('./upload-xhr').then(
      (m) => m.createXhrUploader(ctx, routes),
      (error: unknown) => {
        uploader = undefined;
        throw error;
      },
    );
    return (await uploader)<T>(path, body, options);
  };
}
