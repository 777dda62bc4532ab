import { createGatedReporter, hasOptInCookie, parseDsn } from '../gated-reporter';
import type { ErrorReporter } from '../reporter';

function setup(random: number, gates = { consent: true, optIn: true }) {
  const sent: string[] = [];
  const local: ErrorReporter & { codes: string[] } = { codes: [], report(code) { this.codes.push(code); } };
  const reporter = createGatedReporter({
    send: async (code) => void sent.push(code),
    consent: () => gates.consent,
    optIn: () => gates.optIn,
    random: () => random,
    local,
  });
  return { reporter, sent, local };
}

describe('gated error reporter (spec §2, §9)', () => {
  it('sends a sampled report with consent and opt-in', () => {
    const { reporter, sent, local } = setup(0.05);
    reporter.report('boom', new Error('x'));
    expect(sent).toEqual(['boom']);
    expect(local.codes).toEqual(['boom']);
  });

  it('keeps 10 %: a page view drawn above 0.1 sends nothing', () => {
    const { reporter, sent, local } = setup(0.1);
    reporter.report('boom', new Error('x'));
    expect(sent).toEqual([]);
    expect(local.codes).toEqual(['boom']);
  });

  it('sends nothing without consent or without the withSentry opt-in', () => {
    const gates = { consent: false, optIn: true };
    const { reporter, sent } = setup(0, gates);
    reporter.report('a', 'x');
    gates.consent = true;
    gates.optIn = false;
    reporter.report('b', 'x');
    gates.optIn = true;
    reporter.report('c', 'x');
    expect(sent).toEqual(['c']);
  });

  it('reads the opt-in cookie and a Sentry-compatible DSN', () => {
    expect(hasOptInCookie('a=1; withSentry=true')).toBe(true);
    expect(hasOptInCookie('withSentry=false')).toBe(false);
    expect(hasOptInCookie('')).toBe(false);
    expect(parseDsn('https://abc@errors.example.com/42')).toEqual({ storeUrl: 'https://errors.example.com/api/42/store/', publicKey: 'abc' });
    expect(() => parseDsn('https://errors.example.com/x')).toThrow(expect.objectContaining({ code: 'SENTRY_DSN_INVALID' }));
  });
});
