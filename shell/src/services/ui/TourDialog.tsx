import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_STEPS } from '../feature-tour';
import { useDialogFocus } from './use-dialog-focus';
import './tour.css';

interface Props {
  step: number;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  onFinish: () => void;
  children: ReactNode;
}

const GAP = 12;

/** Below the anchor, kept inside the viewport; on phones CSS turns the card into a bottom sheet. */
function placement(anchor: Element | null): CSSProperties {
  if (!anchor) return {};
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(480, window.innerWidth - 2 * GAP);
  const left = Math.max(GAP, Math.min(rect.left, window.innerWidth - width - GAP));
  return { '--tm-tour-top': `${Math.max(GAP, rect.bottom + GAP)}px`, '--tm-tour-left': `${left}px` } as CSSProperties;
}

/** The coach mark: a modal dialog pointing at the header element the step is about. */
export function TourDialog({ step, onNext, onBack, onSkip, onFinish, children }: Props) {
  const { t } = useTranslation('second-home');
  const ref = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [style, setStyle] = useState<CSSProperties>({});
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const last = step >= TOUR_STEPS.length - 1;
  useDialogFocus(ref, onSkip);

  useLayoutEffect(() => {
    const anchor = document.querySelector(current.anchor);
    anchor?.setAttribute('data-tour-active', 'true');
    const place = () => setStyle(placement(anchor));
    place();
    window.addEventListener('resize', place);
    return () => {
      anchor?.removeAttribute('data-tour-active');
      window.removeEventListener('resize', place);
    };
  }, [current.anchor]);

  // Each step starts on its main button, so Enter walks the tour.
  useEffect(() => primary.current?.focus(), [step]);

  return (
    <div className="tm-tour">
      <div className="tm-tour__backdrop" aria-hidden="true" />
      <div
        ref={ref}
        className="tm-tour__card"
        style={style}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tm-tour-title"
        aria-describedby="tm-tour-text"
        data-testid="feature-tour"
      >
        <p className="tm-tour__counter">{t('tour.counter', { current: step + 1, total: TOUR_STEPS.length })}</p>
        <div aria-live="polite">
          <h2 id="tm-tour-title">{t(`tour.${current.id}.title`)}</h2>
          <p id="tm-tour-text">{t(`tour.${current.id}.text`)}</p>
        </div>
        {children}
        <div className="tm-tour__actions">
          <button type="button" className="tm-button tm-tour__skip" onClick={onSkip}>
            {t('tour.skip')}
          </button>
          {step > 0 && (
            <button type="button" className="tm-button" onClick={onBack}>
              {t('tour.back')}
            </button>
          )}
          <button ref={primary} type="button" className="tm-button tm-button--primary" onClick={last ? onFinish : onNext}>
            {last ? t('tour.finish') : t('tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
