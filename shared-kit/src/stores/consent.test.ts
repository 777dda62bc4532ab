import { $consent, acceptAllConsent, CONSENT_KEY, hasConsent, readStoredConsent, saveConsent, settleConsent } from './consent';

beforeEach(() => {
  window.localStorage.clear();
  $consent.set({ status: 'unknown', accepted: [] });
});

describe('consent store', () => {
  it('grants nothing before a decision', () => {
    settleConsent('required');
    expect(hasConsent('tracking')).toBe(false);
    expect(readStoredConsent()).toBeNull();
  });

  it('stores a partial choice, always with essential services', () => {
    saveConsent(['errorReporting']);
    expect(hasConsent('errorReporting')).toBe(true);
    expect(hasConsent('tracking')).toBe(false);
    expect(readStoredConsent()).toEqual(['essential', 'errorReporting']);
  });

  it('restores a stored decision and ignores a broken one', () => {
    acceptAllConsent();
    $consent.set({ status: 'unknown', accepted: [] });
    settleConsent('decided');
    expect(hasConsent('tracking')).toBe(true);
    window.localStorage.setItem(CONSENT_KEY, '{oops');
    expect(readStoredConsent()).toBeNull();
  });
});
