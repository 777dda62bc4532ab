import { EmptyState, href, Link, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

export type LinkProblemCode = 'missing' | 'token_invalid' | 'token_used' | 'token_expired' | 'gone';

/** Why the rating link does not work, and where to go instead (rating is still possible from the bought materials). */
export function LinkProblem({ world, code }: { world: World; code: LinkProblemCode }) {
  const { t } = useTranslation('material-feedbacks');
  return (
    <div role="alert">
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('boughtMaterials', {}, world)}>{t('ratingEmail.toBought')}</Link>}>
        {t(`ratingEmail.errors.${code}`)}
      </EmptyState>
    </div>
  );
}
