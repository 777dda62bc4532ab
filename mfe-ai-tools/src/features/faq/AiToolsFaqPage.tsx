import { href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS, useQuery } from '@teachmarket/shared-kit';
import { getAiProvider } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import '../../ui/ai.css';

const QUESTIONS = ['what', 'textTools', 'model', 'data', 'privacy', 'delete'] as const;

/** AI tools FAQ (spec §2 /ai-tools/faq): what the tools do, which provider runs here, privacy. */
export default function AiToolsFaqPage({ world }: PageProps) {
  const { t } = useTranslation('ai-tools');
  const provider = useQuery(['getAiProvider', world], () => getAiProvider(), { freshFor: PUBLIC_FRESH_MS });
  return (
    <div className="tm-ai-tools">
      <p><Link to={href('aiTools', {}, world)}>{t('backToTools')}</Link></p>
      <h1 className="tm-page-title">{t('faq.title')}</h1>
      <section aria-labelledby="ai-faq-here">
        <h2 id="ai-faq-here">{t('faq.hereTitle')}</h2>
        {provider.status === 'loading' && <LoadingState lines={1} />}
        {provider.status === 'error' && <p role="alert">{t('faq.hereUnknown')}</p>}
        {provider.status === 'success' && (
          <p data-testid="ai-faq-provider">{provider.data.provider === 'openai-compatible' ? t('faq.hereModel') : t('faq.hereTextTools')}</p>
        )}
      </section>
      <dl className="tm-ai-faq">
        {QUESTIONS.map((q) => (
          <div key={q}>
            <dt>{t(`faq.q.${q}`)}</dt>
            <dd>{t(`faq.a.${q}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
