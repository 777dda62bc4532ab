import { type OwnBlogPost, type World, unavailableWhile } from '@teachmarket/shared-kit';
import { BLOG_POST_LIMITS } from '@teachmarket/contracts/rules/blog-post';
import { renderPostMarkup } from '@teachmarket/contracts/rules/markup';
import { createBlogPost, updateBlogPost } from '@teachmarket/shared-kit/page-api';
import { sanitizePostBody } from '@teachmarket/shared-kit/sanitize';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { siteName } from './site-name';

interface Props {
  world: World;
  /** The post being edited; null = a new post. */
  post: OwnBlogPost | null;
  onSaved: (post: OwnBlogPost) => void;
  onCancel?: () => void;
}

type Errors = { title?: string; source?: string; form?: string };

/** Title and text (a small markup, explained under the field) with a live preview of the published post. */
export function PostForm({ world, post, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation('seller');
  const [title, setTitle] = useState(post?.title ?? '');
  const [source, setSource] = useState(post?.source ?? '');
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const validate = (): Errors => ({
    ...(title.trim().length < BLOG_POST_LIMITS.title.min ? { title: t('postEditor.errors.title', { min: BLOG_POST_LIMITS.title.min }) } : {}),
    ...(source.trim().length < BLOG_POST_LIMITS.source.min ? { source: t('postEditor.errors.source', { min: BLOG_POST_LIMITS.source.min }) } : {}),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    // s16 QA2: like the other forms, the first field to correct gets the focus.
    if (found.title) titleRef.current?.focus();
    else if (found.source) sourceRef.current?.focus();
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = { title: title.trim(), source: source.trim() };
      onSaved((post ? await updateBlogPost(post.id, body) : await createBlogPost(body)).item);
    } catch {
      setErrors({ form: t('postEditor.errors.failed') });
      setBusy(false);
    }
  };
  return (
    <form className="tm-post-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="post-form-title">
      <h2 id="post-form-title">{post ? t('postEditor.editTitle') : t('postEditor.newTitle')}</h2>
      {!post && <p className="tm-post-form__note">{t('postEditor.worldNote', { world: siteName(world, i18n.language) })}</p>}
      <div className="tm-field">
        <label htmlFor="post-title">{t('postEditor.postTitle')}</label>
        <input
          id="post-title" ref={titleRef} value={title} maxLength={BLOG_POST_LIMITS.title.max}
          onChange={(e) => { setTitle(e.target.value); setErrors(({ title: _, ...rest }) => rest); }}
          aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? 'post-title-error' : undefined}
        />
        {errors.title && <p id="post-title-error" role="alert" className="tm-field__error">{errors.title}</p>}
      </div>
      <div className="tm-field">
        <label htmlFor="post-source">{t('postEditor.text')}</label>
        <textarea
          id="post-source" ref={sourceRef} rows={14} value={source} maxLength={BLOG_POST_LIMITS.source.max}
          onChange={(e) => { setSource(e.target.value); setErrors(({ source: _, ...rest }) => rest); }}
          aria-invalid={errors.source ? true : undefined} aria-describedby={`post-source-hint${errors.source ? ' post-source-error' : ''}`}
        />
        <p id="post-source-hint" className="tm-field__hint">{t('postEditor.markupHint')}</p>
        {errors.source && <p id="post-source-error" role="alert" className="tm-field__error">{errors.source}</p>}
      </div>
      <div className="tm-post-form__actions">
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{post ? t('postEditor.save') : t('postEditor.publish')}</button>
        <button type="button" className="tm-button" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>{t('postEditor.preview')}</button>
        {onCancel && <button type="button" className="tm-button" onClick={onCancel}>{t('postEditor.cancel')}</button>}
      </div>
      {errors.form && <p role="alert" className="tm-field__error">{errors.form}</p>}
      {preview && (
        <section className="tm-post-form__preview" aria-label={t('postEditor.preview')}>
          <h1 className="tm-page-title">{title || t('postEditor.untitled')}</h1>
          {/* The same renderer as the API, sanitised like the blog post page. */}
          <div className="tm-post__body" dangerouslySetInnerHTML={{ __html: sanitizePostBody(renderPostMarkup(source)) }} />
        </section>
      )}
    </form>
  );
}
