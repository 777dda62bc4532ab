import { type AiDocument, unavailableWhile } from '@teachmarket/shared-kit';
import { AI_LIMITS } from '@teachmarket/contracts/rules/ai';
import { refineAiDocument } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aiErrorKey } from '../../ui/errors';

/** Generates the document again following an instruction; cancellable like a first generation. */
export function RefineForm({ doc, onRefined }: { doc: AiDocument; onRefined: (doc: AiDocument) => void }) {
  const { t } = useTranslation('ai-tools');
  const [instruction, setInstruction] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The button is aria-disabled, not disabled, while generating (issue 20: focus stays on it).
    if (busy) return;
    const text = instruction.trim();
    if (!text) return setFieldError(t('validation.instruction'));
    if (text.length > AI_LIMITS.instruction) return setFieldError(t('validation.instructionTooLong', { max: AI_LIMITS.instruction }));
    setFieldError(null);
    setFailure(null);
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    try {
      onRefined((await refineAiDocument(doc.id, text, current.signal)).item);
      setInstruction('');
    } catch (error) {
      const key = aiErrorKey(error);
      if (key && !current.signal.aborted) setFailure(t(key));
    } finally {
      setBusy(false);
    }
  };

  const hint = doc.provider === 'text-tools' ? t('refine.hintTextTools') : t('refine.hintModel');
  return (
    <form className="tm-ai-refine" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <h2>{t('refine.title')}</h2>
      <label htmlFor="ai-instruction">{t('refine.label')}</label>
      <textarea id="ai-instruction" rows={3} value={instruction} onChange={(e) => setInstruction(e.target.value)}
        aria-invalid={fieldError ? true : undefined} aria-describedby={['ai-instruction-hint', fieldError ? 'ai-instruction-error' : ''].join(' ').trim()} />
      <p id="ai-instruction-hint" className="tm-field__hint">{hint}</p>
      {fieldError && <p id="ai-instruction-error" className="tm-field__error" role="alert">{fieldError}</p>}
      <div className="tm-ai-actions">
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('refine.submit')}</button>
        {busy && (
          <>
            <span role="status">{t('generating')}</span>
            <button type="button" className="tm-button" onClick={() => controller.current?.abort()}>{t('cancel')}</button>
          </>
        )}
      </div>
      {failure && <p role="alert" className="tm-banner--error">{failure}</p>}
    </form>
  );
}
