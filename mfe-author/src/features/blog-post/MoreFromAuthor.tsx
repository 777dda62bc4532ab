import { getAuthorMaterials, MaterialGrid, type World, useQuery } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * Related materials: posts are not linked to materials in the data, so the related ones are the author's
 * newest materials. A failure or an author without materials hides the section (it is extra).
 */
export function MoreFromAuthor({ authorId, name, world }: { authorId: number; name: string; world: World }) {
  const { t } = useTranslation('blogpost');
  const materials = useQuery(['getAuthorMaterials', authorId, world], () => getAuthorMaterials(authorId, 1));
  if (materials.status !== 'success') return null;
  const items = materials.data.items.filter((m) => m.world === world).slice(0, 4);
  if (!items.length) return null;
  return (
    <section aria-labelledby="tm-post-related" className="tm-post__related">
      <h2 id="tm-post-related">{t('moreFrom', { name })}</h2>
      <MaterialGrid items={items} world={world} />
    </section>
  );
}
