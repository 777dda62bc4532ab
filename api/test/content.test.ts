import { WORLDS } from '@teachmarket/contracts/api-types';
import { en } from '../src/content/lang/en';
import { packFor } from '../src/content/lang';

// Issue 6: no English leftovers in a world's catalogue; the seed takes these labels from the packs.
describe('language packs of the supplementary worlds', () => {
  const supplementary = WORLDS.filter((w) => !['de', 'es', 'fr', 'gr', 'it'].includes(w));

  it.each(supplementary)('%s names every school type, learning year and bestseller badge in its own language', (world) => {
    const pack = packFor(world);
    for (const [type, name] of Object.entries(pack.schoolTypes)) {
      expect(name).not.toBe(en.schoolTypes[type as keyof typeof en.schoolTypes]);
    }
    expect(pack.learningYear(3)).not.toBe(en.learningYear(3));
    expect(pack.bestIn('X')).not.toBe(en.bestIn('X'));
    expect(pack.bestIn('X')).toContain('X');
  });
});
