import { consoleReporter, type ErrorReporter } from './reporter';

/** spec §9: error reporting is opt-in (cookie withSentry) and sampled at 10 %. */
export const ERROR_SAMPLE_RATE = 0.1;
export const WITH_SENTRY_COOKIE = 'withSentry';

export interface SentryDsn {
  storeUrl: string;
  publicKey: string;
}

export class DsnError extends Error {
  override readonly name = 'DsnError';
  readonly code = 'SENTRY_DSN_INVALID';
}

/** A Sentry-compatible DSN (https://<key>@<host>/<project>) → its store endpoint. */
export function parseDsn(dsn: string): SentryDsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new DsnError(`config.json: sentryDsn is not a URL: ${JSON.stringify(dsn)}`);
  }
  const project = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!url.username || !/^\d+$/.test(project)) throw new DsnError('config.json: sentryDsn must look like https://<key>@<host>/<project-id>');
  return { storeUrl: `${url.protocol}//${url.host}/api/${project}/store/`, publicKey: url.username };
}

export const hasOptInCookie = (cookie: string): boolean =>
  cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === WITH_SENTRY_COOKIE && (value === 'true' || value === '1');
  });

export interface GatedReporterOptions {
  /** Where sampled reports go: a Sentry store endpoint or the API (see sentryTransport / apiTransport). */
  send: (code: string, message: string, context: Record<string, unknown>) => Promise<unknown>;
  /** spec §2: error reporting starts only with consent. */
  consent: () => boolean;
  optIn: () => boolean;
  /** Drawn once: a page view is either sampled or not, so its reports stay together. */
  random?: () => number;
  local?: ErrorReporter;
}

/** Every report is kept and logged locally; it leaves the browser only with consent, opt-in and the sample. */
export function createGatedReporter(options: GatedReporterOptions): ErrorReporter {
  const sampled = (options.random ?? Math.random)() < ERROR_SAMPLE_RATE;
  const local = options.local ?? consoleReporter;
  return {
    report(code, error, context = {}) {
      local.report(code, error, context);
      if (!sampled || !options.consent() || !options.optIn()) return;
      const message = error instanceof Error ? error.message : String(error);
      // A failing reporter must never raise a second error.
      options.send(code, message, context).catch(() => undefined);
    },
  };
}

/** Posts a minimal Sentry store event. */
export function sentryTransport(dsn: SentryDsn, release: string) {
  return (code: string, message: string, context: Record<string, unknown>) =>
    fetch(`${dsn.storeUrl}?sentry_version=7&sentry_key=${encodeURIComponent(dsn.publicKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: `${code}: ${message}`, level: 'error', platform: 'javascript', release, tags: { code }, extra: context }),
    });
}
