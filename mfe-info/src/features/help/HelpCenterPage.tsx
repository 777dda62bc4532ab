import {
  EmptyState, ErrorState, type HelpTopic, href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS, useQuery, useTypedBeforeHydration,
} from '@teachmarket/shared-kit';
import { getHelpTopics } from '@teachmarket/shared-kit/page-api';
import { SanitizedHtml } from '@teachmarket/shared-kit/sanitized-html';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTopics } from './filter-topics';
import './help.css';

/** Help centre (spec §2 information pages): topics and articles in the world's language, searchable. */
export default function HelpCenterPage({ world }: PageProps) {
  const { t } = useTranslation('help-center');
  const topics = useQuery(['getHelpTopics', world], () => getHelpTopics(), { freshFor: PUBLIC_FRESH_MS });
  return (
    <div className="tm-help">
      <h1 className="tm-page-title">{t('title')}</h1>
      <p className="tm-help__intro">{t('intro')}</p>
      {topics.status === 'loading' && <LoadingState />}
      {topics.status === 'error' && <ErrorState onRetry={topics.retry} />}
      {topics.status === 'success' &&
        (topics.data.items.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : <HelpTopics topics={topics.data.items} />)}
      <p className="tm-help__faq">
        <Link to={href('faq', {}, world)}>{t('faq')}</Link>
      </p>
    </div>
  );
}

function HelpTopics({ topics }: { topics: readonly HelpTopic[] }) {
  const { t, i18n } = useTranslation('help-center');
  const [query, setQuery] = useState('');
  // Issue 15 (s19): words typed into the server's search box before hydration filter the topics too.
  const box = useTypedBeforeHydration<HTMLInputElement>(setQuery);
  const shown = useMemo(() => filterTopics(topics, query, i18n.language), [topics, query, i18n.language]);
  const searching = query.trim() !== '';
  return (
    <>
      <div className="tm-help__search" role="search">
        <label htmlFor="tm-help-search">{t('search')}</label>
        <input ref={box} id="tm-help-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          action={
            <button type="button" className="tm-button" onClick={() => setQuery('')}>
              {t('clear')}
            </button>
          }
        >
          {t('noResults', { query: query.trim() })}
        </EmptyState>
      ) : (
        shown.map((topic) => (
          <section key={topic.id} className="tm-help__topic">
            <h2>{topic.title}</h2>
            {topic.articles.map((article) => (
              // A search opens the matching articles: the match may be in the body.
              <details key={article.id} className="tm-help__article" open={searching || undefined}>
                <summary>{article.title}</summary>
                {/* The API sends the article as a few HTML paragraphs; sanitised like material descriptions. */}
                <SanitizedHtml className="tm-help__body" html={article.body} rules="description" />
              </details>
            ))}
          </section>
        ))
      )}
    </>
  );
}
