import { announce, type AiDocumentSummary, type AiGenerationTool, href, Link, type World, unavailableWhile } from '@teachmarket/shared-kit';
import { AI_LIMITS } from '@teachmarket/contracts/rules/ai';
import { deleteAiDocument, renameAiDocument } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadDocumentButton } from '../../ui/DownloadDocumentButton';
import { ProviderBadge } from '../../ui/ProviderBadge';

interface Props {
  doc: AiDocumentSummary;
  world: World;
  onRenamed: (doc: AiDocumentSummary) => void;
  onDeleted: (id: number) => void;
}

/** One saved document; renaming is inline, deleting asks first (it cannot be undone). */
export function DocumentRow({ doc, world, onRenamed, onDeleted }: Props) {
  const { t, i18n } = useTranslation('ai-tools');
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [title, setTitle] = useState(doc.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = `ai-rename-${doc.id}`;
  const focusTarget = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const lastMode = useRef(mode);
  // Keyboard users land on what the new mode asks of them (the title field, the confirm button); back in
  // the view, on the button that opened the mode that closed (issue 20: never the page body).
  useEffect(() => {
    if (mode !== 'view') focusTarget.current?.focus();
    else if (lastMode.current === 'rename') renameButton.current?.focus();
    else if (lastMode.current === 'confirm') deleteButton.current?.focus();
    lastMode.current = mode;
  }, [mode]);

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    // Buttons are aria-disabled, not disabled, while sending (issue 20: focus stays on them).
    if (busy) return;
    const next = title.trim();
    if (!next) return setError(t('validation.title'));
    if (next.length > AI_LIMITS.title) return setError(t('validation.titleTooLong', { max: AI_LIMITS.title }));
    setBusy(true);
    try {
      const { item } = await renameAiDocument(doc.id, next);
      onRenamed(item);
      setMode('view');
      setError(null);
      announce(t('documents.renamed', { title: item.title }));
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await deleteAiDocument(doc.id);
      announce(t('documents.deleted', { title: doc.title }));
      onDeleted(doc.id);
    } catch {
      setError(t('errors.generic'));
      setBusy(false);
    }
  };

  return (
    <li className="tm-ai-list__item" data-testid="ai-document">
      <h2><Link to={href('aiToolDocument', { id: String(doc.id) }, world)}>{doc.title}</Link></h2>
      <p className="tm-ai-list__meta">{t(`toolNames.${doc.toolId as AiGenerationTool}`)} · {new Date(doc.updatedAt).toLocaleDateString(i18n.language)}</p>
      <ProviderBadge provider={doc.provider} />
      {mode === 'rename' ? (
        <form className="tm-ai-rename" onSubmit={(e) => void rename(e)} noValidate>
          <label htmlFor={fieldId}>{t('documents.newTitle')}</label>
          <input id={fieldId} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={AI_LIMITS.title + 20} ref={focusTarget}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} />
          {error && <p id={`${fieldId}-error`} className="tm-field__error" role="alert">{error}</p>}
          <div className="tm-ai-actions">
            <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('documents.saveTitle')}</button>
            <button type="button" className="tm-button" onClick={() => { setMode('view'); setTitle(doc.title); setError(null); }}>{t('cancel')}</button>
          </div>
        </form>
      ) : mode === 'confirm' ? (
        <div className="tm-ai-confirm" role="alertdialog" aria-labelledby={`ai-confirm-${doc.id}`}>
          <p id={`ai-confirm-${doc.id}`}>{t('documents.confirmDelete', { title: doc.title })}</p>
          <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void remove())} ref={focusTarget}>{t('documents.delete')}</button>
          <button type="button" className="tm-button" onClick={() => setMode('view')}>{t('cancel')}</button>
          {error && <p className="tm-field__error" role="alert">{error}</p>}
        </div>
      ) : (
        <div className="tm-ai-actions">
          <button type="button" className="tm-button" ref={renameButton} onClick={() => setMode('rename')} aria-label={t('documents.renameLabel', { title: doc.title })}>{t('documents.rename')}</button>
          <DownloadDocumentButton id={doc.id} toolId={doc.toolId} />
          <button type="button" className="tm-button" ref={deleteButton} onClick={() => setMode('confirm')} aria-label={t('documents.deleteLabel', { title: doc.title })}>{t('documents.delete')}</button>
        </div>
      )}
    </li>
  );
}
