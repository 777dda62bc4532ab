import { act, renderHook } from '@testing-library/react';
import { useFilterPanelKey } from '../use-filter-panel-key';

// Issue 16 follow-up: the panel (and a price typed into it, not applied) is kept for the navigations its
// own controls start, and shown afresh for any other new address.
describe('useFilterPanelKey', () => {
  it('keeps the key for the navigation it was asked to, once, and changes it for any other', () => {
    const { result, rerender } = renderHook(({ query }) => useFilterPanelKey(query, null), { initialProps: { query: 'q=x' } });
    const first = result.current.key;
    act(() => result.current.keepFor('q=x&subject=4', null));
    rerender({ query: 'q=x&subject=4' });
    expect(result.current.key).toBe(first); // a filter ticked: same panel
    rerender({ query: 'q=x&subject=4&price_min=3' });
    const applied = result.current.key;
    expect(applied).not.toBe(first); // Apply, a link, the header's search: afresh
    rerender({ query: 'q=x&subject=4' });
    expect(result.current.key).not.toBe(applied); // back: the kept navigation was another one
    act(() => result.current.keepFor('q=x&sort=newest', null));
    const before = result.current.key;
    rerender({ query: 'q=y' }); // the address went elsewhere than the control asked for
    expect(result.current.key).not.toBe(before);
  });

  it('shows what a control chose until the address changes, then the address\'s state', () => {
    const { result, rerender } = renderHook(({ query, state }) => useFilterPanelKey(query, state), { initialProps: { query: 'q=x', state: 'x' } });
    expect(result.current.shown).toBe('x');
    act(() => result.current.keepFor('q=x&subject=4', 'x+4'));
    expect(result.current.shown).toBe('x+4'); // before the router's transition lands
    rerender({ query: 'q=x&subject=4', state: 'from the address' });
    expect(result.current.shown).toBe('from the address');
  });
});
