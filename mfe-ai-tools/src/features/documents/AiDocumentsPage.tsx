import {
  type AiDocumentSummary, EmptyState, ErrorState, href, Link, LoadingState, LoginGate, type PageProps, useQuery, type World,
} from '@teachmarket/shared-kit';
import { getAiDocuments } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import '../../ui/ai.css';
import { DocumentRow } from './DocumentRow';

/** The user's saved AI documents (spec §2 /ai-tools/documents): open, rename, download, delete. */
export default function AiDocumentsPage({ world }: PageProps) {
  const { t } = useTranslation('ai-tools');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="tm-ai-tools">
      <p><Link to={href('aiTools', {}, world)}>{t('backToTools')}</Link></p>
      <h1 className="tm-page-title" ref={heading} tabIndex={-1}>{t('documents.title')}</h1>
      <LoginGate world={world} message={t('loginRequired')}>
        <DocumentList world={world} heading={heading} />
      </LoginGate>
    </div>
  );
}

function DocumentList({ world, heading }: { world: World; heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('ai-tools');
  const docs = useQuery(['getAiDocuments', world], () => getAiDocuments());
  const [items, setItems] = useState<AiDocumentSummary[]>([]);
  const loaded = docs.status === 'success' ? docs.data : null;
  // Renames and deletions edit the local copy; a (re)load replaces it.
  useEffect(() => {
    if (loaded) setItems(loaded.items);
  }, [loaded]);
  if (docs.status === 'loading') return <LoadingState />;
  if (docs.status === 'error') return <ErrorState onRetry={docs.retry} />;
  if (items.length === 0 && docs.data.items.length === 0) {
    return <EmptyState action={<Link className="tm-button tm-button--primary" to={href('aiTools', {}, world)}>{t('documents.toTools')}</Link>}>{t('documents.empty')}</EmptyState>;
  }
  return (
    <ul className="tm-ai-list" aria-label={t('documents.title')}>
      {items.map((doc) => (
        <DocumentRow key={doc.id} doc={doc} world={world}
          onRenamed={(next) => setItems((list) => list.map((d) => (d.id === next.id ? next : d)))}
          onDeleted={(id) => {
            setItems((list) => list.filter((d) => d.id !== id));
            // Issue 20: the deleted row took the focused button with it: focus goes to the page heading.
            heading.current?.focus();
          }} />
      ))}
      {items.length === 0 && <li><EmptyState>{t('documents.empty')}</EmptyState></li>}
    </ul>
  );
}
