import {
  EmptyState, ErrorState, getMaterialComments, getMaterialRatings, href, Link, LoadingState,
  type RatingSummary, useQuery
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

const stars = (n: number) => '★'.repeat(Math.round(n)) + '☆'.repeat(5 - Math.round(n));

/** Ratings with the average, and comments (newest first). */
export function Feedback({ materialId, summary, world }: { materialId: number; summary: RatingSummary; world: string }) {
  const { t, i18n } = useTranslation(['material-feedbacks', 'comments', 'common']);
  const ratings = useQuery(['getMaterialRatings', materialId], () => getMaterialRatings(materialId, 1));
  const comments = useQuery(['getMaterialComments', materialId], () => getMaterialComments(materialId, 1));
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language).format(new Date(iso));

  return (
    <div className="tm-feedback">
      <section aria-labelledby="tm-ratings-title">
        <h2 id="tm-ratings-title">{t('material-feedbacks:title')}</h2>
        {summary.count > 0 && (
          <p className="tm-feedback__summary">
            <span aria-hidden="true">{stars(summary.average)} </span>
            {t('common:ratingLabel', { rating: summary.average.toFixed(1) })} · {t('common:ratings', { count: summary.count })}
          </p>
        )}
        {ratings.status === 'loading' && <LoadingState lines={2} />}
        {ratings.status === 'error' && <ErrorState onRetry={ratings.retry} />}
        {ratings.status === 'success' &&
          (ratings.data.items.length === 0 ? (
            <EmptyState>{t('material-feedbacks:empty')}</EmptyState>
          ) : (
            <ul className="tm-feedback__list">
              {ratings.data.items.map((r) => (
                <li key={r.id}>
                  <strong>{r.author.publicName}</strong> <span role="img" aria-label={t('common:ratingLabel', { rating: r.stars })}>{stars(r.stars)}</span>{' '}
                  <span className="tm-card__meta">{date(r.createdAt)}</span>
                  {r.text && <p>{r.text}</p>}
                </li>
              ))}
            </ul>
          ))}
        <Link to={href('materialFeedback', { id: String(materialId) }, world)}>{t('material-feedbacks:write')}</Link>
      </section>
      <section aria-labelledby="tm-comments-title">
        <h2 id="tm-comments-title">{t('comments:title')}</h2>
        {comments.status === 'loading' && <LoadingState lines={2} />}
        {comments.status === 'error' && <ErrorState onRetry={comments.retry} />}
        {comments.status === 'success' &&
          (comments.data.items.length === 0 ? (
            <EmptyState>{t('comments:empty')}</EmptyState>
          ) : (
            <ul className="tm-feedback__list">
              {comments.data.items.map((c) => (
                <li key={c.id}>
                  <strong>{c.author.publicName}</strong> <span className="tm-card__meta">{date(c.createdAt)}</span>
                  <p>{c.body}</p>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
