import {
  apiErrorInfo, ErrorState, formatRating, getMaterial, getRatingEligibility, href, invalidateQueries, Link, LoadingState, type Material,
  type PageProps, rateMaterial, type RatingEligibility, useQuery, unavailableWhile
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../ui/NotFound';
import './feedback.css';

type Outcome = 'idle' | 'sending' | 'notBuyer' | 'login' | 'failed';

/**
 * spec §2 material feedback: buyers rate a material. Issue 18: who may not rate is told why and how
 * before any form is shown (log in; buy it first; not your own material), from the API's answer.
 */
export default function MaterialFeedbackPage({ world, params }: PageProps) {
  const { t } = useTranslation('material-feedbacks');
  const id = params.id ?? '';
  const result = useQuery(['getMaterial', id, world], () => getMaterial(id));
  const eligibility = useQuery(['getRatingEligibility', id], () => getRatingEligibility(Number(id)));
  // Kept here, not in the form: saving reloads the eligibility (it names the new rating), which
  // remounts the form, and the thanks were lost at once (the form came back as if nothing was sent).
  const [saved, setSaved] = useState(false);

  if (result.status === 'loading') return <LoadingState lines={4} />;
  if (result.status === 'error') {
    return result.error.code === 'not_found' || result.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  const m = result.data.item;
  const back = <Link to={href('material', { id: String(m.id), slug: m.slug }, world)}>{t('back')}</Link>;
  let body;
  if (saved) body = <p role="status">{t('saved')}</p>;
  else if (eligibility.status === 'loading') body = <LoadingState lines={3} />;
  else if (eligibility.status === 'error') body = <ErrorState onRetry={eligibility.retry} />;
  else if (eligibility.data.reason === 'login_required') {
    const returnTo = href('materialFeedback', { id: String(m.id) }, world);
    body = <p>{t('loginNeeded')} <Link to={href('login', {}, world, { query: { returnTo } })}>{t('login')}</Link></p>;
  } else if (eligibility.data.reason === 'not_bought') body = <p>{t('notBought')}</p>;
  else if (eligibility.data.reason === 'own_material') body = <p>{t('ownMaterial')}</p>;
  else body = <RatingForm material={m} mine={eligibility.data.mine} world={world} onSaved={() => setSaved(true)} />;
  return (
    <section className="tm-material">
      <div className="tm-material__wide">
        <h1 className="tm-page-title">{t('formTitle', { title: m.title })}</h1>
        {back}
        {body}
      </div>
    </section>
  );
}

function RatingForm({ material: m, mine, world, onSaved }: { material: Material; mine: RatingEligibility['mine']; world: string; onSaved: () => void }) {
  const { t, i18n } = useTranslation('material-feedbacks');
  const [stars, setStars] = useState(mine?.stars ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) return;
    setOutcome('sending');
    try {
      await rateMaterial(m.id, stars, text.trim() || undefined);
      onSaved();
      invalidateQueries('getMaterialRatings', 'getRatingEligibility');
    } catch (error) {
      const { status } = apiErrorInfo(error);
      setOutcome(status === 403 ? 'notBuyer' : status === 401 ? 'login' : 'failed');
    }
  };

  return (
    <>
      {mine && <p>{t('rateAgain', { rating: formatRating(mine.stars, i18n.language) })}</p>}
        {outcome === 'login' ? (
          <p>
            {t('loginNeeded')} <Link to={href('login', {}, world)}>{t('login')}</Link>
          </p>
        ) : (
          <form onSubmit={submit} className="tm-feedback-form">
            <fieldset>
              <legend>{t('stars')}</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n}>
                  <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} /> {t('starCount', { count: n })}
                </label>
              ))}
            </fieldset>
            <label>
              <span>{t('text')}</span>
              <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={4} />
            </label>
            <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(!stars || outcome === 'sending')}>
              {t('submit')}
            </button>
            {outcome === 'notBuyer' && <p role="alert">{t('notBuyer')}</p>}
            {outcome === 'failed' && <p role="alert">{t('failed')}</p>}
          </form>
        )}
    </>
  );
}
