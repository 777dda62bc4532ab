import { useTranslation } from 'react-i18next';

/** Says which generator made a result: extracts from the text tools are never passed off as a model's writing. */
export function ProviderBadge({ provider }: { provider: string }) {
  const { t } = useTranslation('ai-tools');
  const label = provider === 'openai-compatible' ? t('provider.model') : t('provider.textTools');
  return (
    <p className="tm-ai-provider" data-testid="ai-provider" data-provider={provider}>
      <span className="tm-badge">{label}</span>
    </p>
  );
}
