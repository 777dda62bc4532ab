/**
 * Classifies why a remote (or a part of it) failed to load, so the guard knows whether a retry
 * can help. Network failures are retried once; a script that loaded and then threw is not.
 */
export type RemoteFailureKind =
  | 'entry'
  | 'js-chunk'
  | 'css-chunk'
  | 'timeout'
  | 'incompatible'
  | 'unregistered'
  | 'missing-page'
  | 'execution';

export interface RemoteFailure {
  kind: RemoteFailureKind;
  retryable: boolean;
  /** Whether a retry must re-request the entry with a cache-busting URL. */
  bustEntry: boolean;
}

const field = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;

export function classifyRemoteError(error: unknown): RemoteFailure {
  const name = field(error, 'name');
  const code = field(error, 'code');
  const message = String(field(error, 'message') ?? error ?? '');

  // mini-css-extract-plugin rejects with name ChunkLoadError and code CSS_CHUNK_LOAD_FAILED (spec §8).
  if (code === 'CSS_CHUNK_LOAD_FAILED') return { kind: 'css-chunk', retryable: true, bustEntry: false };
  if (name === 'ChunkLoadError') {
    // webpack's chunk errors carry type missing / error / timeout (chunkLoadTimeout 120 s, spec §9).
    if (field(error, 'type') === 'timeout') return { kind: 'timeout', retryable: true, bustEntry: false };
    return { kind: 'js-chunk', retryable: true, bustEntry: false };
  }
  if (name === 'RemoteLoadError') return (error as RemoteLoadError).failure;
  if (code === 'REMOTE_UNREGISTERED') return { kind: 'unregistered', retryable: false, bustEntry: false };
  if (code === 'PAGE_MISSING') return { kind: 'missing-page', retryable: false, bustEntry: false };
  if (name === 'IncompatibleRemoteError' || code === 'REMOTE_INCOMPATIBLE') {
    return { kind: 'incompatible', retryable: false, bustEntry: false };
  }
  if (name === 'ScriptExecutionError' || message.includes('ScriptExecutionError')) {
    return { kind: 'execution', retryable: false, bustEntry: false };
  }
  // Module Federation runtime: RUNTIME-008 = the remote entry script could not be loaded (TOOLCHAIN.md).
  // (RUNTIME-003, a manifest that could not be fetched, no longer occurs: the browser's runtime reads no
  // manifest since issue 16, disableSnapshot in shared-kit/build/webpack-factory.mjs.)
  if (message.includes('RUNTIME-008') || name === 'ScriptNetworkError') {
    return { kind: 'entry', retryable: true, bustEntry: true };
  }
  return { kind: 'execution', retryable: false, bustEntry: false };
}

/** Thrown into the outlet's error boundary when a remote could not be loaded. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    readonly original: unknown,
    readonly stage = 'contract',
  ) {
    super(`Remote ${remote} failed to load (${failure.kind}): ${String(field(original, 'message') ?? original)}`);
  }
}
