import {
  type AiDocument, type AiGenerationTool, ErrorState, href, Link, LoadingState, LoginGate, NotFoundView, type PageProps, useQuery,
  type World,
} from '@teachmarket/shared-kit';
import { getAiDocument } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentView } from '../../ui/DocumentView';
import { DownloadDocumentButton } from '../../ui/DownloadDocumentButton';
import '../../ui/ai.css';
import { RefineForm } from './RefineForm';

/** One generated document (spec §2 /ai-tools/document/:id): read it, refine it, download it. */
export default function AiDocumentPage({ world, params }: PageProps) {
  const { t } = useTranslation('ai-tools');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundView world={world} />;
  return (
    <div className="tm-ai-tools">
      <p><Link to={href('aiToolDocuments', {}, world)}>{t('documents.back')}</Link></p>
      <LoginGate world={world} message={t('loginRequired')}>
        <DocumentLoader id={id} world={world} />
      </LoginGate>
    </div>
  );
}

function DocumentLoader({ id, world }: { id: number; world: World }) {
  const doc = useQuery(['getAiDocument', id], () => getAiDocument(id));
  if (doc.status === 'loading') return <LoadingState />;
  if (doc.status === 'error') return doc.error.status === 404 ? <NotFoundView world={world} /> : <ErrorState onRetry={doc.retry} />;
  return <DocumentScreen initial={doc.data.item} />;
}

function DocumentScreen({ initial }: { initial: AiDocument }) {
  const { t } = useTranslation('ai-tools');
  const [doc, setDoc] = useState(initial);
  return (
    <>
      <h1 className="tm-page-title">{doc.title}</h1>
      <p className="tm-ai-list__meta">{t(`toolNames.${doc.toolId as AiGenerationTool}`)}</p>
      <div className="tm-ai-actions"><DownloadDocumentButton id={doc.id} toolId={doc.toolId} /></div>
      <DocumentView doc={doc} />
      <RefineForm doc={doc} onRefined={setDoc} />
    </>
  );
}
