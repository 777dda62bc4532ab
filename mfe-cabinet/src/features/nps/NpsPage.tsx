import {
  answerNps, ErrorState, getNpsStatus, LoadingState, NPS_COMMENT_MAX, NPS_INTERVAL_DAYS, useQuery, type NpsStatus, type PageProps,
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import './nps.css';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** spec §2 cabinet /nps: "How likely are you to recommend Teachmarket?" 0–10 and a comment, once per 90 days. */
export default function NpsPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('nps.title')}>
      <Nps />
    </CabinetLayout>
  );
}

function Nps() {
  const status = useQuery(['getNpsStatus'], () => getNpsStatus());
  const [answered, setAnswered] = useState<NpsStatus | null>(null);
  if (status.status === 'loading') return <LoadingState />;
  if (status.status === 'error') return <ErrorState onRetry={status.retry} />;
  const current = answered ?? status.data.item;
  return current.canAnswer ? <NpsForm onAnswered={setAnswered} /> : <NpsThanks status={current} fresh={answered !== null} />;
}

function NpsThanks({ status, fresh }: { status: NpsStatus; fresh: boolean }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : '');
  return (
    <section className="tm-settings-form" aria-live="polite">
      <h2>{fresh ? t('nps.thanks') : t('nps.already')}</h2>
      <p>{t('nps.yourScore', { score: status.lastScore ?? 0, date: date(status.lastAnsweredAt) })}</p>
      <p className="tm-settings-note">{t('nps.next', { date: date(status.nextAt) })}</p>
    </section>
  );
}

function NpsForm({ onAnswered }: { onAnswered: (status: NpsStatus) => void }) {
  const { t } = useTranslation(['cabinet-sales', 'cabinet-settings']);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      onAnswered((await answerNps({ score, ...(comment.trim() ? { comment: comment.trim() } : {}) })).item);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <form className="tm-settings-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="tm-settings-note">{t('nps.intro', { days: NPS_INTERVAL_DAYS })}</p>
      <fieldset className="tm-settings-fieldset" aria-describedby={missing ? 'nps-score-error' : undefined}>
        <legend className="tm-nps__question">{t('nps.question')}</legend>
        <div className="tm-nps__scale">
          {SCORES.map((n) => (
            <label key={n} className="tm-nps__score">
              <input type="radio" name="nps-score" value={n} checked={score === n} onChange={() => { setScore(n); setMissing(false); }} />
              <span>{n}</span>
            </label>
          ))}
        </div>
        <div className="tm-nps__ends" aria-hidden="true"><span>{t('nps.unlikely')}</span><span>{t('nps.likely')}</span></div>
        {missing && <p id="nps-score-error" role="alert" className="tm-field__error">{t('nps.chooseScore')}</p>}
      </fieldset>
      <div className="tm-field">
        <label htmlFor="nps-comment">{t('nps.comment')}</label>
        <textarea id="nps-comment" rows={4} maxLength={NPS_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <button type="submit" className="tm-button tm-button--primary" disabled={busy}>{t('nps.submit')}</button>
      {failed && <p role="alert" className="tm-field__error">{t('cabinet-settings:page.failed')}</p>}
    </form>
  );
}
