import { type AiGenerateBody, type AiGenerationTool, type MaterialSummary, unavailableWhile } from '@teachmarket/shared-kit';
import { AI_LIMITS } from '@teachmarket/contracts/rules/ai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell } from './Fields';
import { initialValues, validate, type FieldErrors, type FormValues } from './validate';

interface Props {
  tool: AiGenerationTool;
  materials: { own: MaterialSummary[]; all: MaterialSummary[] };
  busy: boolean;
  onSubmit: (body: AiGenerateBody) => void;
}

/** The tool's input form: which source to work from, and how many questions. */
export function ToolForm({ tool, materials, busy, onSubmit }: Props) {
  const { t } = useTranslation('ai-tools');
  const [v, setV] = useState<FormValues>({ ...initialValues, source: tool === 'quiz' && materials.all.length === 0 ? 'text' : 'material' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<FormValues>) => setV((old) => ({ ...old, ...patch }));
  const err = (field: keyof FieldErrors) => (errors[field] ? t(errors[field]!, { max: AI_LIMITS.materialIds, min: AI_LIMITS.questionsMin, maxQuestions: AI_LIMITS.questionsMax, chars: AI_LIMITS.text }) : undefined);
  const choices = tool === 'description' ? materials.own : materials.all;

  // Issue 20: aria-disabled, not disabled (focus stays on the button while generating); nothing to choose from is unavailable too.
  const unavailable = busy || (tool === 'description' && choices.length === 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (unavailable) return;
    const result = validate(tool, v);
    setErrors(result.errors);
    if (result.body) onSubmit(result.body);
  };

  const materialSelect = (
    <FieldShell id="ai-material" label={t('form.material')} error={err('materialId')}>
      <select id="ai-material" value={v.materialId} onChange={(e) => set({ materialId: e.target.value })}
        aria-invalid={errors.materialId ? true : undefined} aria-describedby={describedBy('ai-material', err('materialId'))}>
        <option value="">{t('form.chooseMaterial')}</option>
        {choices.map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
      </select>
    </FieldShell>
  );
  const textArea = (required: boolean) => (
    <FieldShell id="ai-text" label={required ? t('form.text') : t('form.textOptional')} error={err('text')} hint={t('form.textHint', { chars: AI_LIMITS.text })}>
      <textarea id="ai-text" rows={8} value={v.text} onChange={(e) => set({ text: e.target.value })}
        aria-invalid={errors.text ? true : undefined} aria-describedby={describedBy('ai-text', err('text'), 'hint')} />
    </FieldShell>
  );

  return (
    <form className="tm-ai-form" onSubmit={submit} noValidate aria-busy={busy}>
      {tool === 'description' && (choices.length ? materialSelect : <p className="tm-field__hint">{t('form.noOwnMaterials')}</p>)}
      {tool === 'quiz' && (
        <>
          <fieldset className="tm-ai-form__choice">
            <legend>{t('form.source')}</legend>
            <label><input type="radio" name="ai-source" checked={v.source === 'material'} onChange={() => set({ source: 'material' })}
              // Native disabled: the form shows once the materials have loaded, so this never flips while focused.
              disabled={materials.all.length === 0} /> {t('form.fromMaterial')}</label>
            <label><input type="radio" name="ai-source" checked={v.source === 'text'} onChange={() => set({ source: 'text' })} /> {t('form.fromText')}</label>
          </fieldset>
          {v.source === 'material' ? materialSelect : textArea(true)}
        </>
      )}
      {tool === 'worksheet' && (
        <>
          <FieldShell id="ai-topic" label={t('form.topic')} error={err('topic')}>
            <input id="ai-topic" value={v.topic} maxLength={AI_LIMITS.topic} onChange={(e) => set({ topic: e.target.value })}
              aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy('ai-topic', err('topic'))} />
          </FieldShell>
          <fieldset className="tm-ai-form__choice" aria-describedby={errors.materialIds ? 'ai-materials-error' : undefined}>
            <legend>{t('form.materials', { max: AI_LIMITS.materialIds })}</legend>
            {materials.all.length === 0 && <p className="tm-field__hint">{t('form.noMaterials')}</p>}
            {materials.all.map((m) => (
              <label key={m.id}>
                <input type="checkbox" checked={v.materialIds.includes(m.id)}
                  onChange={(e) => set({ materialIds: e.target.checked ? [...v.materialIds, m.id] : v.materialIds.filter((id) => id !== m.id) })} /> {m.title}
              </label>
            ))}
            {errors.materialIds && <p id="ai-materials-error" className="tm-field__error" role="alert">{err('materialIds')}</p>}
          </fieldset>
          {textArea(false)}
        </>
      )}
      {tool !== 'description' && (
        <FieldShell id="ai-questions" label={t('form.questions')} error={err('questions')}>
          <input id="ai-questions" type="number" inputMode="numeric" min={AI_LIMITS.questionsMin} max={AI_LIMITS.questionsMax} value={v.questions}
            onChange={(e) => set({ questions: e.target.value })} aria-invalid={errors.questions ? true : undefined} aria-describedby={describedBy('ai-questions', err('questions'))} />
        </FieldShell>
      )}
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(unavailable)}>
        {t('form.generate')}
      </button>
    </form>
  );
}
