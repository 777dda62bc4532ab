import { EmptyState, ErrorState, href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS, useQuery } from '@teachmarket/shared-kit';
import { getAiTools } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import './ai-tools.css';

/** AI tools list (spec §2): the tools available in this world, from the API. */
export default function AiToolsPage({ world }: PageProps) {
  const { t } = useTranslation('ai-tools');
  const tools = useQuery(['getAiTools', world], () => getAiTools(), { freshFor: PUBLIC_FRESH_MS });
  return (
    <div className="tm-ai-tools">
      <h1 className="tm-page-title">{t('title')}</h1>
      <p className="tm-ai-tools__intro">{t('intro')}</p>
      <nav className="tm-ai-tools__links" aria-label={t('title')}>
        <Link to={href('aiToolDocuments', {}, world)}>{t('documents.title')}</Link>
        <Link to={href('aiToolsFaq', {}, world)}>{t('faq.link')}</Link>
      </nav>
      {tools.status === 'loading' && <LoadingState />}
      {tools.status === 'error' && <ErrorState onRetry={tools.retry} />}
      {tools.status === 'success' &&
        (tools.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className="tm-grid">
            {tools.data.items.map((tool) => (
              <li key={tool.id} className="tm-card tm-ai-tools__tool">
                <div className="tm-card__body">
                  <h2 className="tm-card__title">{tool.title}</h2>
                  <p className="tm-card__meta">{tool.description}</p>
                  <Link className="tm-button" to={href('aiTool', { id: String(tool.id) }, world)}>
                    {t('open', { title: tool.title })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
