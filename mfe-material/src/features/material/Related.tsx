import { MaterialGrid, searchMaterials, type Material, useQuery } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** Related materials: the best of the same subject, without this one. A failure hides the section (it is extra). */
export function Related({ material, world }: { material: Material; world: string }) {
  const { t } = useTranslation('material-page');
  const subject = material.subjects[0]?.id;
  const related = useQuery(['searchMaterials', material.id, subject], () => (subject ? searchMaterials({ subject: String(subject), sort: 'rating', per_page: 5 }) : Promise.resolve(null)));
  if (related.status !== 'success' || !related.data) return null;
  const items = related.data.items.filter((m) => m.id !== material.id).slice(0, 4);
  if (!items.length) return null;
  return (
    <section aria-labelledby="tm-related-title" className="tm-material__related">
      <h2 id="tm-related-title">{t('related')}</h2>
      <MaterialGrid items={items} world={world} />
    </section>
  );
}
