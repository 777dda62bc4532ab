/**
 * The shell's error reporter. Console-backed until the session issue adds the API/Sentry-backed
 * one (with consent, withSentry and the 10 % sample of spec §9). Reports are also kept in memory
 * (`globalThis.__TEACHMARKET_REPORTS__`, last 50) so support and e2e tests can read them.
 */
export interface ErrorReport {
  code: string;
  message: string;
  context: Record<string, unknown>;
  at: number;
}

export interface ErrorReporter {
  report(code: string, error: unknown, context?: Record<string, unknown>): void;
}

const MAX_KEPT = 50;

function kept(): ErrorReport[] {
  const g = globalThis as { __TEACHMARKET_REPORTS__?: ErrorReport[] };
  g.__TEACHMARKET_REPORTS__ ??= [];
  return g.__TEACHMARKET_REPORTS__;
}

export const consoleReporter: ErrorReporter = {
  report(code, error, context = {}) {
    const message = error instanceof Error ? error.message : String(error);
    const list = kept();
    list.push({ code, message, context, at: Date.now() });
    if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
    console.error(`[teachmarket] ${code}: ${message}`, context);
  },
};

let current: ErrorReporter = consoleReporter;

export function setReporter(reporter: ErrorReporter): void {
  current = reporter;
}

export function reporter(): ErrorReporter {
  return current;
}
