import { type RatingLinkBody, type RatingLinkInfo, unavailableWhile } from '@teachmarket/shared-kit';
import { RATING_STARS } from '@teachmarket/contracts/rules/referrals';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  earlier: RatingLinkInfo['rating'];
  textMax: number;
  /** Sends the rating; false when it failed in a way the form should report (true: the page took over). */
  onSubmit: (body: RatingLinkBody) => Promise<boolean>;
}

/**
 * 1–5 stars and an optional comment. The stars are a native radio group (fieldset + legend): Tab
 * reaches the group, the arrow keys choose, each star is labelled "n of 5 stars".
 */
export function RatingForm({ earlier, textMax, onSubmit }: Props) {
  const { t } = useTranslation('material-feedbacks');
  const [stars, setStars] = useState(earlier?.stars ?? 0);
  const [text, setText] = useState(earlier?.text ?? '');
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setMissing(true);
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[name="rating-stars"]')?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    const handled = await onSubmit({ stars, ...(text.trim() ? { text: text.trim() } : {}) });
    if (!handled) {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form className="tm-settings-form" onSubmit={(e) => void submit(e)} noValidate>
      {earlier && <p className="tm-settings-note">{t('ratingEmail.earlier', { rating: t('starCount', { count: earlier.stars }) })}</p>}
      <fieldset className="tm-settings-fieldset" aria-describedby={missing ? 'rating-stars-error' : undefined}>
        <legend className="tm-rating-email__legend">{t('stars')}</legend>
        <div className="tm-stars">
          {RATING_STARS.map((n) => (
            <label key={n} className={n <= stars ? 'tm-stars__star tm-stars__star--on' : 'tm-stars__star'}>
              <input
                type="radio"
                name="rating-stars"
                value={n}
                checked={stars === n}
                onChange={() => {
                  setStars(n);
                  setMissing(false);
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="tm-visually-hidden">{t('starCount', { count: n })}</span>
            </label>
          ))}
          <span className="tm-stars__value" aria-hidden="true">{stars ? t('starCount', { count: stars }) : ''}</span>
        </div>
        {missing && <p id="rating-stars-error" role="alert" className="tm-field__error">{t('ratingEmail.chooseStars')}</p>}
      </fieldset>
      <div className="tm-field">
        <label htmlFor="rating-text">{t('text')}</label>
        <textarea id="rating-text" rows={4} maxLength={textMax} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="rating-text-hint" />
        <p id="rating-text-hint" className="tm-settings-note">{t('ratingEmail.textHint')}</p>
      </div>
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('submit')}</button>
      {failed && <p role="alert" className="tm-field__error">{t('failed')}</p>}
    </form>
  );
}
