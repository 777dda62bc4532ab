import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesState } from '../../lib/sales-query';

interface Props {
  state: SalesState;
  onApply: (range: { from: string; to: string }) => void;
}

/** The date range (inclusive days); applying it puts it in the URL, so the view can be bookmarked and shared. */
export function SalesFilter({ state, onApply }: Props) {
  const { t } = useTranslation('cabinet-sales');
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && to < from) {
      setError(true);
      return;
    }
    setError(false);
    onApply({ from, to });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setError(false);
    onApply({ from: '', to: '' });
  };
  return (
    <form className="tm-sales-filter" onSubmit={submit} aria-label={t('sales.filter')} noValidate>
      <div className="tm-field">
        <label htmlFor="sales-from">{t('sales.from')}</label>
        <input id="sales-from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="tm-field">
        <label htmlFor="sales-to">{t('sales.to')}</label>
        <input
          id="sales-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)}
          aria-invalid={error || undefined} aria-describedby={error ? 'sales-range-error' : undefined}
        />
      </div>
      <div className="tm-sales-filter__actions">
        <button type="submit" className="tm-button tm-button--primary">{t('sales.apply')}</button>
        {(state.from || state.to) && <button type="button" className="tm-button" onClick={clear}>{t('sales.allTime')}</button>}
      </div>
      {error && <p id="sales-range-error" role="alert" className="tm-field__error">{t('sales.rangeError')}</p>}
    </form>
  );
}
