import { announce, type AiDocument, href, Link, type World } from '@teachmarket/shared-kit';
import { saveAiDocument } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentView } from '../../ui/DocumentView';
import { DownloadDocumentButton } from '../../ui/DownloadDocumentButton';

/** The generated result with what can be done with it: keep it in the documents list, download it. */
export function ResultPanel({ doc, world, onSaved }: { doc: AiDocument; world: World; onSaved: (doc: AiDocument) => void }) {
  const { t } = useTranslation('ai-tools');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  // Issue 20: the save button gives way to the saved note; focus goes to its link (not the page body)
  // and the save is said through the shell's status region, as is a failure.
  const savedHere = useRef(false);
  const openLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!doc.saved || !savedHere.current) return;
    savedHere.current = false;
    openLink.current?.focus();
    announce(t('result.saved'));
  }, [doc.saved, t]);
  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      savedHere.current = true;
      onSaved((await saveAiDocument(doc.id)).item);
    } catch {
      savedHere.current = false;
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="tm-ai-result" aria-labelledby="ai-result-title">
      <h2 id="ai-result-title">{t('result.title', { title: doc.title })}</h2>
      <DocumentView doc={doc} headingLevel={3} />
      <div className="tm-ai-actions">
        {doc.saved ? (
          <p role="status" aria-live="off" className="tm-ai-saved">
            {t('result.saved')} <Link to={href('aiToolDocument', { id: String(doc.id) }, world)} ref={openLink}>{t('result.open')}</Link>
          </p>
        ) : (
          <button type="button" className="tm-button tm-button--primary" onClick={() => { if (!saving) void save(); }} aria-disabled={saving || undefined}>{t('result.save')}</button>
        )}
        <DownloadDocumentButton id={doc.id} toolId={doc.toolId} />
        {failed && <span role="alert" className="tm-field__error">{t('errors.generic')}</span>}
      </div>
    </section>
  );
}
