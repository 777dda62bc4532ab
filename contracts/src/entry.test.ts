import * as root from './index';
import * as registryEdit from './remote-registry-edit';
import * as worlds from './worlds';

// Issue 16: the root entry is what every first view loads (through shared-kit); what only servers and the
// operators' console run is on sub-paths of its own.
describe('the root entry of @teachmarket/contracts', () => {
  it('leaves out the servers\' origin settings and the registry edits', () => {
    for (const name of ['parseOrigin', 'parseWorldWebUrls', 'registryDocument', 'withRemoteVersion', 'withoutWorldOverride', 'registryChanges']) {
      expect(Object.keys(root)).not.toContain(name);
    }
  });

  it('keeps them on their sub-paths (`/worlds`, `/registry-edit`)', () => {
    expect(typeof worlds.parseWorldWebUrls).toBe('function');
    expect(typeof worlds.parseOrigin).toBe('function');
    expect(Object.keys(registryEdit).sort()).toEqual(['registryChanges', 'registryDocument', 'withRemoteVersion', 'withoutWorldOverride']);
  });

  it('has every other name of the worlds', () => {
    const other = Object.keys(worlds).filter((name) => !['parseOrigin', 'parseWorldWebUrls'].includes(name));
    expect(Object.keys(root)).toEqual(expect.arrayContaining(other));
  });
});
