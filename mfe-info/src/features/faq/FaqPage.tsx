import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Accordion } from './Accordion';
import './faq.css';

/** The questions, in the order shown; texts are info:faq.items.<id>. */
const QUESTIONS = ['free', 'buy', 'payment', 'downloads', 'schools', 'sell', 'rights', 'mistake', 'delete'] as const;

/** FAQ (spec §2 /info/questions): short answers; the help centre has the longer articles. */
export default function FaqPage({ world }: PageProps) {
  const { t } = useTranslation(['info', 'meta', 'help-center']);
  const items = QUESTIONS.map((id) => ({
    id,
    heading: t(`faq.items.${id}.q`),
    panel: <p>{t(`faq.items.${id}.a`)}</p>,
  }));
  return (
    <article className="tm-faq" aria-labelledby="tm-faq-title">
      <h1 id="tm-faq-title" className="tm-page-title">{t('faq.title')}</h1>
      <p className="tm-faq__lead">{t('meta:faq.description')}</p>
      <Accordion items={items} />
      <p className="tm-faq__more">
        {t('faq.more')} <Link to={href('help', {}, world)}>{t('cta.help')}</Link>
      </p>
    </article>
  );
}
