import type { AiDocument } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { ProviderBadge } from './ProviderBadge';

const letter = (i: number) => String.fromCharCode(97 + i);

/** A generated document as a reader sees it: the text, then the questions with their answers folded away. */
export function DocumentView({ doc, headingLevel = 2 }: { doc: AiDocument; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('ai-tools');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="tm-ai-doc" aria-label={doc.title}>
      <ProviderBadge provider={doc.provider} />
      {doc.body.split(/\n{2,}/).filter(Boolean).map((block, i) => (
        <p key={i} className="tm-ai-doc__block">{block}</p>
      ))}
      {doc.questions.length > 0 && (
        <section aria-label={t('questions')}>
          <Heading>{t('questions')}</Heading>
          <ol className="tm-ai-doc__questions">
            {doc.questions.map((q, i) => (
              <li key={i}>
                <p>{q.prompt}</p>
                <ul className="tm-ai-doc__options">
                  {q.options.map((o, j) => (
                    <li key={j}>{`${letter(j)}) ${o}`}</li>
                  ))}
                </ul>
                <details>
                  <summary>{t('showAnswer')}</summary>
                  <p>{t('answer', { answer: `${letter(q.answer)}) ${q.options[q.answer] ?? ''}` })}</p>
                </details>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
