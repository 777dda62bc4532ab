import {
  apiErrorInfo, ErrorState, getMaterial, href, isLoggedInNow, Link, LoadingState, type PageProps, rateMaterial,
  useQuery
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../ui/NotFound';

type Outcome = 'idle' | 'sending' | 'saved' | 'notBuyer' | 'login' | 'failed';

/** spec §2 material feedback: buyers rate a material (the API refuses everyone else with 403). */
export default function MaterialFeedbackPage({ world, params }: PageProps) {
  const { t } = useTranslation('material-feedbacks');
  const id = params.id ?? '';
  const result = useQuery(['getMaterial', id, world], () => getMaterial(id));
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(isLoggedInNow() ? 'idle' : 'login');

  if (result.status === 'loading') return <LoadingState lines={4} />;
  if (result.status === 'error') {
    return result.error.code === 'not_found' || result.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  const m = result.data.item;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) return;
    setOutcome('sending');
    try {
      await rateMaterial(m.id, stars, text.trim() || undefined);
      setOutcome('saved');
    } catch (error) {
      const { status } = apiErrorInfo(error);
      setOutcome(status === 403 ? 'notBuyer' : status === 401 ? 'login' : 'failed');
    }
  };

  return (
    <section className="tm-material">
      <div className="tm-material__wide">
        <h1 className="tm-page-title">{t('formTitle', { title: m.title })}</h1>
        <Link to={href('material', { id: String(m.id), slug: m.slug }, world)}>{t('back')}</Link>
        {outcome === 'login' ? (
          <p>
            {t('loginNeeded')} <Link to={href('login', {}, world)}>{t('login')}</Link>
          </p>
        ) : outcome === 'saved' ? (
          <p role="status">{t('saved')}</p>
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
            <button type="submit" className="tm-button tm-button--primary" disabled={!stars || outcome === 'sending'}>
              {t('submit')}
            </button>
            {outcome === 'notBuyer' && <p role="alert">{t('notBuyer')}</p>}
            {outcome === 'failed' && <p role="alert">{t('failed')}</p>}
          </form>
        )}
      </div>
    </section>
  );
}
