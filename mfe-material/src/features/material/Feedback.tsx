import {
  EmptyState, ErrorState, formatRating, FormStatus, getMaterialRatings, href, invalidateQueries, Link, LoadingState, type RatingItem,
  type RatingSummary, replyToRating, reportReview, useQuery, useSession, useSubmit, useUser,
} from '@teachmarket/shared-kit';
import { RATING_REPLY_MAX, REVIEW_REPORT_REASONS } from '@teachmarket/contracts/rules/material-talk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Comments, useTextRequired } from './Comments';
import { ReportButton } from './ReportButton';

const stars = (n: number) => '★'.repeat(Math.round(n)) + '☆'.repeat(5 - Math.round(n));

/**
 * Issue 18: the author's answer under a review, and for the material's author a form to write or
 * change it.
 */
function ReviewAnswer({ materialId, rating, mayAnswer }: { materialId: number; rating: RatingItem; mayAnswer: boolean }) {
  const { t } = useTranslation('material-feedbacks');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(rating.reply?.text ?? '');
  const sending = useSubmit();
  const required = useTextRequired(text);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing the form (sent or cancelled) puts focus back on its button, never on the page body (issue 20).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!required.check()) return;
    const saved = await sending.run(async () => {
      await replyToRating(materialId, rating.id, text.trim());
      invalidateQueries('getMaterialRatings');
      return true;
    });
    if (saved) setOpen(false);
  };
  return (
    <>
      {rating.reply && (
        <blockquote className="tm-comment tm-comment--answer">
          <p className="tm-comment__meta"><strong>{t('authorReply')}</strong></p>
          <p className="tm-comment__body">{rating.reply.text}</p>
        </blockquote>
      )}
      {mayAnswer && !open && (
        <button ref={toggle} type="button" className="tm-link-button" onClick={() => setOpen(true)}>
          {t(rating.reply ? 'changeReply' : 'replyToReview')}
        </button>
      )}
      {mayAnswer && open && (
        <form className="tm-comment-form" onSubmit={(e) => void send(e)}>
          <label htmlFor={id}>{t('replyLabel')}</label>
          <textarea id={id} {...required.box} value={text} onChange={(e) => setText(e.target.value)} maxLength={RATING_REPLY_MAX} rows={3} />
          {required.message}
          <div className="tm-comment-form__actions">
            <button type="submit" className="tm-button tm-button--primary" {...sending.button}>{t('sendReply')}</button>
            <button type="button" className="tm-button" onClick={() => setOpen(false)}>{t('cancel')}</button>
          </div>
          <FormStatus status={sending.status} failed={t('replyFailed')} />
        </form>
      )}
      {sending.status === 'done' && !open && <FormStatus status="done" done={t('replySaved')} failed="" />}
    </>
  );
}

/** Ratings with the average and the author's answers, then the comments (newest first). */
export function Feedback({ materialId, authorId, summary, world }: { materialId: number; authorId: number; summary: RatingSummary; world: string }) {
  const { t, i18n } = useTranslation(['material-feedbacks', 'comments', 'common', 'material-page']);
  const ratings = useQuery(['getMaterialRatings', materialId], () => getMaterialRatings(materialId, 1));
  const user = useUser();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  // The material's author is not offered to rate it (the rating page only refused it after the click, s16 QA row 20), as BuyBox does not offer the purchase.
  const own = loggedIn && session.userId === authorId;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language).format(new Date(iso));

  return (
    <div className="tm-feedback">
      <section aria-labelledby="tm-ratings-title">
        <h2 id="tm-ratings-title">{t('material-feedbacks:title')}</h2>
        {summary.count > 0 && (
          <p className="tm-feedback__summary">
            <span aria-hidden="true">{stars(summary.average)} </span>
            {t('common:ratingLabel', { rating: formatRating(summary.average, i18n.language) })} · {t('common:ratings', { count: summary.count })}
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
                  <ReviewAnswer materialId={materialId} rating={r} mayAnswer={user?.id === authorId} />
                  {/* Issue 19: another reader reports the review's words to the operators. */}
                  {loggedIn && r.text && user && user.id !== r.author.id && (
                    <ReportButton label={t('material-page:report.review')} accessibleName={t('material-page:report.reviewBy', { name: r.author.publicName })}
                      title={t('material-page:report.reviewTitle', { name: r.author.publicName })} reasons={REVIEW_REPORT_REASONS}
                      send={(reason, text) => reportReview(materialId, r.id, reason, text)} />
                  )}
                </li>
              ))}
            </ul>
          ))}
        {!own && <Link to={href('materialFeedback', { id: String(materialId) }, world)}>{t('material-feedbacks:write')}</Link>}
      </section>
      <Comments materialId={materialId} authorId={authorId} world={world} />
    </div>
  );
}
