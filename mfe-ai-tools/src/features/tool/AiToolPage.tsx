import {
  type AiGenerationTool, EmptyState, ErrorState, href, Link, LoadingState, LoginGate, NotFoundView, type PageProps, PUBLIC_FRESH_MS,
  useQuery, type World, useSession,
} from '@teachmarket/shared-kit';
import { AI_GENERATION_TOOLS } from '@teachmarket/contracts/rules/ai';
import { getAiTools } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import '../../ui/ai.css';
import { loadMyMaterials } from './my-materials';
import { ResultPanel } from './ResultPanel';
import { ToolForm } from './ToolForm';
import { useGenerate } from './use-generate';

const isGenerationTool = (slug: string): slug is AiGenerationTool => (AI_GENERATION_TOOLS as readonly string[]).includes(slug);

/** One AI tool (spec §2 /ai-tools/:id): its form, a cancellable generation, the result. */
export default function AiToolPage({ world, params }: PageProps) {
  const { t } = useTranslation('ai-tools');
  const tools = useQuery(['getAiTools', world], () => getAiTools(), { freshFor: PUBLIC_FRESH_MS });
  if (tools.status === 'loading') return <LoadingState />;
  if (tools.status === 'error') return <ErrorState onRetry={tools.retry} />;
  const tool = tools.data.items.find((x) => String(x.id) === params.id || x.slug === params.id);
  if (!tool) return <NotFoundView world={world} />;
  return (
    <div className="tm-ai-tools">
      <p><Link to={href('aiTools', {}, world)}>{t('backToTools')}</Link></p>
      <h1 className="tm-page-title">{tool.title}</h1>
      <p className="tm-ai-tools__intro">{tool.description}</p>
      {isGenerationTool(tool.slug) ? (
        <LoginGate world={world} message={t('loginRequired')}>
          <ToolWorkspace tool={tool.slug} world={world} />
        </LoginGate>
      ) : (
        <EmptyState action={<Link className="tm-button" to={href('aiToolsFaq', {}, world)}>{t('faq.link')}</Link>}>{t('unavailable')}</EmptyState>
      )}
    </div>
  );
}

function ToolWorkspace({ tool, world }: { tool: AiGenerationTool; world: World }) {
  const { t } = useTranslation('ai-tools');
  const userId = useSession().userId;
  const materials = useQuery(['loadMyMaterials', userId, world], () => loadMyMaterials(userId));
  const { state, generate, cancel, replace } = useGenerate();
  if (materials.status === 'loading') return <LoadingState />;
  if (materials.status === 'error') return <ErrorState onRetry={materials.retry} />;
  return (
    <>
      <ToolForm tool={tool} materials={materials.data} busy={state.status === 'busy'} onSubmit={(body) => void generate(body)} />
      {state.status === 'busy' && (
        <div className="tm-ai-busy" role="status" aria-live="polite">
          <span className="tm-ai-spinner" aria-hidden="true" />
          <span>{t('generating')}</span>
          <button type="button" className="tm-button" onClick={cancel}>{t('cancel')}</button>
        </div>
      )}
      {state.status === 'error' && <p role="alert" className="tm-banner--error">{t(state.messageKey)}</p>}
      {state.status === 'done' && <ResultPanel doc={state.doc} world={world} onSaved={replace} />}
    </>
  );
}
