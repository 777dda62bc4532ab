import {
  apiErrorBody, type Comment, type CommentReply, deleteComment, editComment, EmptyState, ErrorState, FormStatus, getMaterialComments, href,
  invalidateQueries, Link, LoadingState, postComment, reportComment, useQuery, useSubmit, useSession, useUser, useLocation,
} from '@teachmarket/shared-kit';
import { COMMENT_MAX, COMMENT_REPORT_REASONS } from '@teachmarket/contracts/rules/material-talk';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportButton } from './ReportButton';

// Issue 18 "the catalogue talks back": readers comment and ask; the material's author answers under
// a comment; everyone changes or deletes their own words (delete asks first) and reports another's.

const refresh = () => invalidateQueries('getMaterialComments');

/** The failure text of a comment write: the rate limit says so, everything else asks to try again. */
function useFailure() {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(t('failed'));
  const claim = (error: unknown) => {
    setText(apiErrorBody(error).status === 429 ? t('rateLimited') : t('failed'));
    return false;
  };
  return { text, claim };
}

/**
 * A text that must not be empty (s16 QA row 15): instead of the browser's own `required` bubble, in
 * the browser's language, a translated message tied to the box (aria-describedby) and focus on the box,
 * as the other forms do. `check()` before sending; the message goes when something is typed.
 */
export function useTextRequired(text: string): {
  check: () => boolean;
  box: { ref: RefObject<HTMLTextAreaElement | null>; 'aria-invalid'?: true; 'aria-describedby'?: string };
  message: ReactNode;
} {
  const { t } = useTranslation('comments');
  const ref = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const [empty, setEmpty] = useState(false);
  if (empty && text.trim()) setEmpty(false);
  const check = () => {
    const ok = text.trim() !== '';
    setEmpty(!ok);
    if (!ok) ref.current?.focus();
    return ok;
  };
  return {
    check,
    box: { ref, 'aria-invalid': empty ? true : undefined, 'aria-describedby': empty ? errorId : undefined },
    message: empty ? <p id={errorId} className="tm-comment-form__error" role="alert">{t('emptyText')}</p> : null,
  };
}

/** A text box with its label and a submit button: new comment, answer, or a change to one's own words. */
function TextForm({ label, submit, initial = '', onDone, onCancel, done }: {
  label: string; submit: string; initial?: string; done?: string;
  onDone: (text: string) => Promise<unknown>; onCancel?: () => void;
}) {
  const { t } = useTranslation('comments');
  const id = useId();
  const [text, setText] = useState(initial);
  const sending = useSubmit();
  const failure = useFailure();
  const required = useTextRequired(text);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!required.check()) return;
    const saved = await sending.run(() => onDone(text.trim()).then(() => true), failure.claim);
    if (saved && !initial) setText('');
  };
  return (
    <form className="tm-comment-form" onSubmit={(e) => void send(e)}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...required.box} value={text} onChange={(e) => setText(e.target.value)} maxLength={COMMENT_MAX} rows={3} />
      {required.message}
      <div className="tm-comment-form__actions">
        <button type="submit" className="tm-button tm-button--primary" {...sending.button}>{submit}</button>
        {onCancel && <button type="button" className="tm-button" onClick={onCancel}>{t('cancel')}</button>}
      </div>
      <FormStatus status={sending.status} done={done} failed={failure.text} />
    </form>
  );
}

type Mode = 'read' | 'edit' | 'confirmDelete' | 'answer';

function CommentEntry({ materialId, authorId, comment, world }: { materialId: number; authorId: number; comment: Comment | CommentReply; world: string }) {
  const { t, i18n } = useTranslation('comments');
  const user = useUser();
  const loggedIn = useSession().status === 'loggedIn';
  const [mode, setMode] = useState<Mode>('read');
  const removing = useSubmit();
  const actions = useRef<HTMLDivElement>(null);
  const entry = useRef<HTMLLIElement>(null);
  // A new mode's first control takes focus (the text box to change, the confirm button).
  useEffect(() => {
    if (mode === 'read') return;
    entry.current?.querySelector<HTMLElement>(':scope > form textarea, :scope > [role="alertdialog"] button')?.focus();
  }, [mode]);
  const own = loggedIn && user?.id === comment.author.id;
  const isAnswer = 'parentId' in comment;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(comment.createdAt));
  // Back to reading: focus returns to the actions row, never to the page body (issue 20).
  const back = () => {
    setMode('read');
    requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>('button')?.focus());
  };
  const byAuthor = comment.author.id === authorId;
  return (
    <li ref={entry} className={isAnswer ? 'tm-comment tm-comment--answer' : 'tm-comment'}>
      <p className="tm-comment__meta">
        <Link to={href('author', { id: String(comment.author.id), slug: comment.author.slug || 'author' }, world)}>{comment.author.publicName}</Link>
        {byAuthor && <span className="tm-pill">{t('authorBadge')}</span>}
        <span className="tm-card__meta">{date}{comment.editedAt && ` · ${t('edited')}`}</span>
      </p>
      {mode === 'edit' ? (
        <TextForm label={t('editLabel')} submit={t('save')} initial={comment.body} onCancel={back}
          onDone={async (text) => { await editComment(materialId, comment.id, text); refresh(); back(); }} />
      ) : (
        <p className="tm-comment__body">{comment.body}</p>
      )}
      {mode === 'read' && loggedIn && (
        <div className="tm-comment__actions" ref={actions}>
          {own && <button type="button" className="tm-link-button" onClick={() => setMode('edit')}>{t('edit')}</button>}
          {own && <button type="button" className="tm-link-button" onClick={() => setMode('confirmDelete')}>{t('delete')}</button>}
          {/* Issue 18: the same report dialog as reviews and materials (reason, optional words; focus back to the button). */}
          {!own && (
            <ReportButton label={t('report')} accessibleName={t('reportBy', { name: comment.author.publicName })}
              title={t('reportTitle', { name: comment.author.publicName })} reasons={COMMENT_REPORT_REASONS}
              send={(reason, text) => reportComment(materialId, comment.id, reason, text || undefined)} />
          )}
          {!isAnswer && user?.id === authorId && !own && (
            <button type="button" className="tm-link-button" onClick={() => setMode('answer')}>{t('answer')}</button>
          )}
        </div>
      )}
      {mode === 'confirmDelete' && (
        <div role="alertdialog" aria-labelledby={`tm-delete-${comment.id}`} className="tm-comment__confirm">
          <p id={`tm-delete-${comment.id}`}>{t(isAnswer ? 'confirmDeleteAnswer' : 'confirmDelete')}</p>
          <button type="button" className="tm-button tm-button--primary" {...removing.button}
            onClick={() => void removing.run(async () => { await deleteComment(materialId, comment.id); refresh(); })}>
            {t('confirm')}
          </button>
          <button type="button" className="tm-button" onClick={back}>{t('keep')}</button>
          <FormStatus status={removing.status} done={t('deleted')} failed={t('failed')} />
        </div>
      )}
      {mode === 'answer' && (
        <TextForm label={t('answerLabel')} submit={t('sendAnswer')} onCancel={back} done={t('answered')}
          onDone={async (text) => { await postComment(materialId, text, comment.id); refresh(); }} />
      )}
      {'replies' in comment && comment.replies.length > 0 && (
        <ul className="tm-comment__answers" aria-label={t('answers')}>
          {comment.replies.map((r) => <CommentEntry key={r.id} materialId={materialId} authorId={authorId} comment={r} world={world} />)}
        </ul>
      )}
    </li>
  );
}

/** The comments of a material: the form (or how to log in), then the threads, newest first. */
export function Comments({ materialId, authorId, world }: { materialId: number; authorId: number; world: string }) {
  const { t } = useTranslation('comments');
  const session = useSession();
  const comments = useQuery(['getMaterialComments', materialId], () => getMaterialComments(materialId, 1));
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="tm-comments-title" className="tm-comments">
      <h2 id="tm-comments-title">{t('title')}</h2>
      {session.status === 'loggedIn' ? (
        <TextForm label={t('formLabel')} submit={t('submit')} done={t('posted')}
          onDone={async (text) => { await postComment(materialId, text); refresh(); }} />
      ) : session.status === 'anonymous' ? (
        <p>
          {t('loginToComment')}{' '}
          <Link to={href('login', {}, world, { query: { returnTo: pathname } })}>{t('login')}</Link>
        </p>
      ) : null}
      {comments.status === 'loading' && <LoadingState lines={2} />}
      {comments.status === 'error' && <ErrorState onRetry={comments.retry} />}
      {comments.status === 'success' &&
        (comments.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className="tm-feedback__list">
            {comments.data.items.map((c) => <CommentEntry key={c.id} materialId={materialId} authorId={authorId} comment={c} world={world} />)}
          </ul>
        ))}
    </section>
  );
}
