import type { AuthorProfile } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

const SOCIAL = [
  ['instagram_profile', 'Instagram'],
  ['pinterest_profile', 'Pinterest'],
  ['facebook_profile', 'Facebook'],
] as const;

/** The author's own description (plain text, the API stores it as entered) and social profiles. */
export function AuthorAbout({ author }: { author: AuthorProfile }) {
  const { t, i18n } = useTranslation('author-page');
  const links = SOCIAL.flatMap(([field, name]) => (author[field] ? [{ name, url: author[field] }] : []));
  return (
    <section aria-labelledby="tm-author-about" className="tm-author__about">
      <h2 id="tm-author-about">{t('aboutTitle', { name: author.public_name })}</h2>
      {author.description ? <p className="tm-author__description">{author.description}</p> : <p>{t('noDescription', { name: author.public_name })}</p>}
      <dl className="tm-author__facts">
        {author.author_since && (
          <>
            <dt>{t('facts.since')}</dt>
            <dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(author.author_since))}</dd>
          </>
        )}
        {author.teachable_certified && (
          <>
            <dt>{t('facts.certified')}</dt>
            <dd>{t('facts.certifiedYes')}</dd>
          </>
        )}
      </dl>
      {links.length > 0 && (
        <ul className="tm-author__social" aria-label={t('social')}>
          {links.map((l) => (
            <li key={l.name}>
              <a href={l.url} rel="me nofollow noopener" target="_blank">
                {l.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
