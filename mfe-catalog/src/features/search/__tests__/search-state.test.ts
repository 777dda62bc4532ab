import { readSearchState, searchQuery, toApiParams, withChangedControls } from '../search-state';

describe('search URL state', () => {
  it('round-trips every filter through the URL and drops defaults', () => {
    const url = 'q=bruch&subject=4&subject=9&class_grade=5&school_type=primary&price=paid&price_min=1&price_max=9.5&sort=rating&page=2';
    const state = readSearchState(new URLSearchParams(url));
    expect(searchQuery(state).toString()).toBe(url);
    expect(searchQuery(readSearchState(new URLSearchParams('sort=relevance&page=1'))).toString()).toBe('');
  });

  it('ignores values that are not valid filters', () => {
    const state = readSearchState(new URLSearchParams('subject=abc&school_type=castle&sort=random&page=-4&price=cheap&price_min=x'));
    expect(state).toMatchObject({ sort: 'relevance', page: 1, price: '', priceMin: '' });
    expect(state.lists.subject).toEqual([]);
    expect(state.lists.school_type).toEqual([]);
  });

  it('sends the text language only in the Spanish world (spec §1)', () => {
    const state = readSearchState(new URLSearchParams('text_language=ca'));
    expect(toApiParams(state, 'es').text_language).toBe('ca');
    expect(toApiParams(state, 'de').text_language).toBeUndefined();
  });

  // Issue 15 (s19): the controls a visitor changed in the server's HTML before hydration, applied at once.
  it('takes every changed filter control into the state, named as its URL key', () => {
    const input = (type: string, name: string, value: string, checked: boolean) =>
      Object.assign(document.createElement('input'), { type, name, value, checked });
    const select = document.createElement('select');
    select.name = 'sort';
    select.append(new Option('', 'relevance'), new Option('', 'newest', false, true));
    const state = readSearchState(new URLSearchParams('q=bruch&subject=4&subject=9&price=paid&page=3'));
    const next = withChangedControls(state, [
      input('checkbox', 'subject', '4', false), // unticked
      input('checkbox', 'class_grade', '5', true),
      input('radio', 'price', 'paid', false), // the group's other button is the chosen one
      input('radio', 'price', '', true), // "any price" clears it
      input('checkbox', 'school_type', 'castle', true), // not an option the URL takes
      select,
    ]);
    expect(searchQuery(next).toString()).toBe('q=bruch&subject=9&class_grade=5&sort=newest');
  });
});
