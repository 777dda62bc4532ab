import { storage } from './storage';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

function breakLocalStorage(how: 'unavailable' | 'quota') {
  if (how === 'unavailable') {
    // Safari private mode and blocked cookies: reading localStorage throws.
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('denied', 'SecurityError'); } });
    return;
  }
  const full = {
    getItem: () => null,
    setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
    removeItem: () => undefined,
  };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => full });
}

afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
  storage.remove('k');
});

describe('storage (spec §3: falls back to memory)', () => {
  it('uses localStorage when it works', () => {
    storage.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
  });

  it('keeps values in memory when localStorage is unavailable', () => {
    breakLocalStorage('unavailable');
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'private');
    expect(storage.get('k')).toBe('private');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('keeps values in memory when the quota is full', () => {
    breakLocalStorage('quota');
    expect(() => storage.set('k', 'big')).not.toThrow();
    expect(storage.get('k')).toBe('big');
  });
});
