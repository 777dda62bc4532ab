import { EmptyState, ErrorState, getHelpTopics, LoadingState, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import './help.css';

/** Help centre (spec §2 information pages): topics and articles in the world's language. */
export default function HelpCenterPage({ world }: PageProps) {
  const { t } = useTranslation('help-center');
  const topics = useApi((signal) => getHelpTopics(signal), [world]);
  return (
    <div className="tm-help">
      <h1 className="tm-page-title">{t('title')}</h1>
      <p className="tm-help__intro">{t('intro')}</p>
      {topics.status === 'loading' && <LoadingState />}
      {topics.status === 'error' && <ErrorState onRetry={topics.retry} />}
      {topics.status === 'success' &&
        (topics.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          topics.data.items.map((topic) => (
            <section key={topic.id} className="tm-help__topic">
              <h2>{topic.title}</h2>
              {topic.articles.map((article) => (
                <details key={article.id} className="tm-help__article">
                  <summary>{article.title}</summary>
                  <p>{article.body}</p>
                </details>
              ))}
            </section>
          ))
        ))}
    </div>
  );
}
