import { act, renderHook } from '@testing-library/react';
import { summaryErrors, useFormFields } from '../use-form-fields';

describe('useFormFields', () => {
  it('clears only the edited field\'s error, and tells the form it was edited', () => {
    const onEdit = jest.fn();
    const { result } = renderHook(() => useFormFields<'name' | 'city'>({ name: '', city: '' }, onEdit));
    act(() => void result.current.check({ name: true, city: true }));
    expect(result.current.errors).toEqual({ name: true, city: true });
    act(() => result.current.set('name', 'Ada'));
    expect(result.current.values).toEqual({ name: 'Ada', city: '' });
    expect(result.current.errors).toEqual({ name: undefined, city: true });
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('lets the form send only without errors', () => {
    const { result } = renderHook(() => useFormFields({ name: 'Ada' }));
    let ok = true;
    act(() => void (ok = result.current.check({ name: true })));
    expect(ok).toBe(false);
    act(() => void (ok = result.current.check({})));
    expect(ok).toBe(true);
  });

  it('puts an API refusal under a field the form has, and refuses a field it has not', () => {
    const { result } = renderHook(() => useFormFields<'current' | 'next', 'wrong' | 'short'>({ current: '', next: '' }));
    let claimed = false;
    act(() => void (claimed = result.current.claim('accountHolder', 'wrong')));
    expect(claimed).toBe(false);
    expect(result.current.errors).toEqual({});
    act(() => void (claimed = result.current.claim('current', 'wrong')));
    expect(claimed).toBe(true);
    expect(result.current.errors).toEqual({ current: 'wrong' });
  });
});

describe('summaryErrors', () => {
  it('lists the fields with a message, in the form\'s order, with their control ids', () => {
    const messages: Record<string, string | null> = { name: 'Enter a name', street: null, city: 'Enter a city' };
    expect(summaryErrors(['name', 'street', 'city'], (f) => `billing-${f}`, (f) => messages[f] ?? null)).toEqual([
      { id: 'billing-name', message: 'Enter a name' },
      { id: 'billing-city', message: 'Enter a city' },
    ]);
  });
});
