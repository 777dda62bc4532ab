import { FormStatus, useQuery, useSubmit, type NpsStatus } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { NPS_COMMENT_MAX, NPS_INTERVAL_DAYS } from '@teachmarket/contracts/rules/nps';
import { answerNps, getNpsStatus } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import './nps.css';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** spec §2 cabinet /nps: "How likely are you to recommend Teachmarket?" 0–10 and a comment, once per 90 days. */
export default cabinetPage('cabinet-sales', (t) => ({ title: t('nps.title') }), Nps);

function Nps() {
  const status = useQuery(['getNpsStatus'], () => getNpsStatus());
  const [answered, setAnswered] = useState<NpsStatus | null>(null);
  return (
    <QueryView query={status}>
      {(data) => {
        const current = answered ?? data.item;
        return current.canAnswer ? <NpsForm onAnswered={setAnswered} /> : <NpsThanks status={current} fresh={answered !== null} />;
      }}
    </QueryView>
  );
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
  const { status, run, button } = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setMissing(true);
      return;
    }
    const answer = await run(() => answerNps({ score, ...(comment.trim() ? { comment: comment.trim() } : {}) }));
    if (answer) onAnswered(answer.item);
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
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('nps.submit')}</button>
      {/* On success the thanks replace the form (NpsThanks). */}
      <FormStatus status={status} failed={t('cabinet-settings:page.failed')} />
    </form>
  );
}
