import { pollConsent, type ConsentAnswer } from '../consent-check';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('consent check (spec §4: polls each second up to 10 times)', () => {
  it('answers at once when the decision is known', () => {
    const done = jest.fn();
    pollConsent(() => 'decided', done);
    expect(done).toHaveBeenCalledWith('decided');
  });

  it('polls every second until the check answers', () => {
    const answers: ConsentAnswer[] = ['pending', 'pending', 'required'];
    const check = jest.fn(() => answers.shift() ?? 'pending');
    const done = jest.fn();
    pollConsent(check, done);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledWith('required');
  });

  it('gives up after 10 checks and then asks for consent', () => {
    const check = jest.fn((): ConsentAnswer => 'pending');
    const done = jest.fn();
    pollConsent(check, done);
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(10);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith('required');
  });

  it('can be cancelled', () => {
    const check = jest.fn((): ConsentAnswer => 'pending');
    const done = jest.fn();
    pollConsent(check, done)();
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
  });
});
