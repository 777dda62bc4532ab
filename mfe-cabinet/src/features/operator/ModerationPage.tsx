import {
  EmptyState, href, Link, useNavigate, useQuery, type ModeratedMaterial, type PageProps, type ReportedComment, type ReportedMaterial,
  type ReviewToModerate,
} from '@teachmarket/shared-kit';
import { Field, QueryView } from '@teachmarket/shared-kit/page-ui';
import {
  decideComment, decideReview, getReportedComments, getReportedMaterials, getReviewsToModerate, keepMaterial, searchModeratedMaterials, unpublishMaterial,
} from '@teachmarket/shared-kit/operator';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, runAction } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';
import { useNotice } from './use-notice';

/** What a decision makes stale. */
const AFTER = ['operatorReportedComments', 'operatorReviews', 'operatorReportedMaterials', 'operatorMaterials', 'operatorAudit'];

/**
 * Issue 19 "moderation": what readers reported, each with its open reports (count, reasons, their
 * words): comments (remove or keep), reviews (remove the text, keep the stars; or keep) and materials
 * (unpublish with a reason mailed to the author, or keep); and any material found by id or title.
 * Each decision asks first, settles the reports and is audited by the API.
 */
export default function ModerationPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  const { notice, show: setNotice, ref: noticeRef } = useNotice();
  const q = query.get('q')?.trim() ?? '';
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.moderation')}>
      <p className="tm-settings-note">{t('moderation.intro')}</p>
      <p className="tm-settings-ok" role="status" tabIndex={-1} ref={noticeRef}>{notice}</p>
      <Comments onDone={setNotice} />
      <Reviews onDone={setNotice} />
      <ReportedMaterials onDone={setNotice} />
      <Materials key={q} q={q} world={world} onDone={setNotice} />
    </OperatorLayout>
  );
}

type Translate = ReturnType<typeof useTranslation<'operator'>>['t'];

const decide = (t: Translate, action: () => Promise<unknown>, done: string, onDone: (s: string) => void) => runAction(t, action, done, onDone, AFTER);

function MaterialLink({ material }: { material: { id: number; slug: string; title: string; world: string } }) {
  return <Link to={href('material', { id: String(material.id), slug: material.slug }, material.world)}>{material.title}</Link>;
}

const reasonText = (t: Translate, reason: string) => t(`moderation.reasons.${reason}` as 'moderation.reasons.other', { defaultValue: reason });

/** The open reports of a review or a material: how many, why, what readers wrote, when last. */
function Reports({ item }: { item: { reports: number; reasons: string[]; notes: string[]; lastReportedAt: string } }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <>
      <div><dt>{t('moderation.reports')}</dt><dd>{item.reports}: {item.reasons.map((r) => reasonText(t, r)).join(', ')}</dd></div>
      {item.notes.length > 0 && (
        <div>
          <dt>{t('moderation.notes')}</dt>
          <dd><ul className="tm-operator__notes">{item.notes.map((note, i) => <li key={i}>{note}</li>)}</ul></dd>
        </div>
      )}
      <div><dt>{t('moderation.lastReported')}</dt><dd>{dateTime(i18n.language, item.lastReportedAt, true)}</dd></div>
    </>
  );
}

function Comments({ onDone }: { onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const comments = useQuery(['operatorReportedComments'], () => getReportedComments());
  return (
    <section className="tm-operator__section" aria-labelledby="moderation-comments">
      <h2 id="moderation-comments">{t('moderation.comments')}</h2>
      <QueryView query={comments}>
        {({ items }) => (items.length === 0 ? <EmptyState>{t('moderation.noComments')}</EmptyState> : (
          <ul className="tm-operator__list">
            {items.map((c: ReportedComment) => (
              <li key={c.id} className="tm-operator__item" data-testid="reported-comment">
                <blockquote className="tm-operator__quote">{c.body}</blockquote>
                <dl className="tm-operator__facts">
                  <div><dt>{t('moderation.by')}</dt><dd>{c.author.name} &lt;{c.author.email}&gt;</dd></div>
                  <div><dt>{t('moderation.material')}</dt><dd><MaterialLink material={c.material} /></dd></div>
                  <Reports item={c} />
                </dl>
                <div className="tm-operator__actions">
                  <ConfirmStep danger label={t('moderation.remove')} question={t('moderation.removeComment', { name: c.author.name })}
                    onConfirm={() => decide(t, () => decideComment(c.id, 'remove'), t('moderation.commentRemoved'), onDone)} />
                  <ConfirmStep label={t('moderation.keep')} question={t('moderation.keepComment')}
                    onConfirm={() => decide(t, () => decideComment(c.id, 'keep'), t('moderation.commentKept'), onDone)} />
                </div>
              </li>
            ))}
          </ul>
        ))}
      </QueryView>
    </section>
  );
}

function Reviews({ onDone }: { onDone: (s: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const reviews = useQuery(['operatorReviews'], () => getReviewsToModerate());
  return (
    <section className="tm-operator__section" aria-labelledby="moderation-reviews">
      <h2 id="moderation-reviews">{t('moderation.reviews')}</h2>
      <QueryView query={reviews}>
        {({ items }) => (items.length === 0 ? <EmptyState>{t('moderation.noReviews')}</EmptyState> : (
          <ul className="tm-operator__list">
            {items.map((r: ReviewToModerate) => (
              <li key={r.id} className="tm-operator__item" data-testid="review-to-moderate">
                <blockquote className="tm-operator__quote">{r.text}</blockquote>
                <dl className="tm-operator__facts">
                  <div><dt>{t('moderation.stars')}</dt><dd>{t('moderation.starsValue', { n: r.stars })}</dd></div>
                  <div><dt>{t('moderation.by')}</dt><dd>{r.author.name} &lt;{r.author.email}&gt;</dd></div>
                  <div><dt>{t('moderation.material')}</dt><dd><MaterialLink material={r.material} /></dd></div>
                  <div><dt>{t('moderation.written')}</dt><dd>{dateTime(i18n.language, r.createdAt, true)}</dd></div>
                  <Reports item={r} />
                </dl>
                <div className="tm-operator__actions">
                  <ConfirmStep danger label={t('moderation.removeText')} question={t('moderation.removeReview', { name: r.author.name })}
                    onConfirm={() => decide(t, () => decideReview(r.id, 'remove'), t('moderation.reviewRemoved'), onDone)} />
                  <ConfirmStep label={t('moderation.keep')} question={t('moderation.keepReview')}
                    onConfirm={() => decide(t, () => decideReview(r.id, 'keep'), t('moderation.reviewKept'), onDone)} />
                </div>
              </li>
            ))}
          </ul>
        ))}
      </QueryView>
    </section>
  );
}

function ReportedMaterials({ onDone }: { onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const materials = useQuery(['operatorReportedMaterials'], () => getReportedMaterials());
  return (
    <section className="tm-operator__section" aria-labelledby="moderation-reported-materials">
      <h2 id="moderation-reported-materials">{t('moderation.reportedMaterials')}</h2>
      <QueryView query={materials}>
        {({ items }) => (items.length === 0 ? <EmptyState>{t('moderation.noReportedMaterials')}</EmptyState> : (
          <ul className="tm-operator__list">
            {items.map((m: ReportedMaterial) => (
              <li key={m.id} className="tm-operator__item" data-testid="reported-material">
                <MaterialFacts material={m}>
                  <Reports item={m} />
                </MaterialFacts>
                <div className="tm-operator__actions">
                  {m.status === 'published' && <UnpublishStep material={m} onDone={onDone} />}
                  <ConfirmStep label={t('moderation.keep')} question={t('moderation.keepMaterial', { title: m.title })}
                    onConfirm={() => decide(t, () => keepMaterial(m.id), t('moderation.materialKept', { title: m.title }), onDone)} />
                </div>
              </li>
            ))}
          </ul>
        ))}
      </QueryView>
    </section>
  );
}

/** A material's title (linked while public), author, world and state; `children`: more facts. */
function MaterialFacts({ material: m, children }: { material: ModeratedMaterial; children?: ReactNode }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <>
      <h3>{m.status === 'published' ? <MaterialLink material={m} /> : m.title} <span className="tm-operator__muted">#{m.id}</span></h3>
      <dl className="tm-operator__facts">
        <div><dt>{t('moderation.by')}</dt><dd>{m.author.name} &lt;{m.author.email}&gt;</dd></div>
        <div><dt>{t('user.world')}</dt><dd>{m.world}</dd></div>
        <div>
          <dt>{t('moderation.state')}</dt>
          <dd>{m.status === 'published' ? t('moderation.published') : t('moderation.unpublished', { date: dateTime(i18n.language, m.unpublishedAt ?? m.publishedAt), reason: m.unpublishedReason ?? '–' })}</dd>
        </div>
        {children}
      </dl>
    </>
  );
}

function UnpublishStep({ material: m, onDone }: { material: ModeratedMaterial; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  return (
    <ConfirmStep danger label={t('moderation.unpublish')} accessibleName={t('moderation.unpublishNamed', { title: m.title, id: m.id })} question={t('moderation.unpublishQuestion', { title: m.title })} reasonLabel={t('moderation.reasonForAuthor')}
      onConfirm={(reason) => decide(t, () => unpublishMaterial(m.id, reason), t('moderation.didUnpublish', { title: m.title }), onDone)} />
  );
}

function Materials({ q, world, onDone }: { q: string; world: string; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const materials = useQuery(['operatorMaterials', q], () => searchModeratedMaterials(q));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href('operatorModeration', {}, world, text.trim() ? { query: { q: text.trim() } } : {}));
  };
  return (
    <section className="tm-operator__section" aria-labelledby="moderation-materials">
      <h2 id="moderation-materials">{t('moderation.materials')}</h2>
      <form role="search" className="tm-operator__search" onSubmit={submit}>
        <Field id="operator-material-search" label={t('moderation.search')}>
          <input type="search" maxLength={200} autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <button type="submit" className="tm-button tm-button--primary">{t('users.submit')}</button>
      </form>
      <QueryView query={materials}>
        {({ items }) => (items.length === 0 ? <EmptyState>{t('moderation.noMaterials', { q })}</EmptyState> : (
          <ul className="tm-operator__list">
            {items.map((m: ModeratedMaterial) => (
              <li key={m.id} className="tm-operator__item" data-testid="moderated-material">
                <MaterialFacts material={m} />
                {m.status === 'published' && (
                  <div className="tm-operator__actions">
                    <UnpublishStep material={m} onDone={onDone} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ))}
      </QueryView>
    </section>
  );
}
