import { href, Link, type OwnBlogPost } from '@teachmarket/shared-kit';
import { deleteBlogPost } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteName } from './site-name';

interface Props {
  posts: OwnBlogPost[];
  editingId: number | null;
  onEdit: (post: OwnBlogPost) => void;
  onDeleted: (id: number) => void;
}

/** The author's posts, newest first: view, edit, delete (asks first). */
export function OwnPosts({ posts, editingId, onEdit, onDeleted }: Props) {
  const { t } = useTranslation('seller');
  return (
    <section className="tm-own-posts" aria-labelledby="own-posts-title">
      <h2 id="own-posts-title">{t('postEditor.yourPosts')}</h2>
      {posts.length === 0 ? (
        <p className="tm-post-form__note">{t('postEditor.noPosts')}</p>
      ) : (
        <ul>{posts.map((p) => <OwnPost key={p.id} post={p} editing={p.id === editingId} onEdit={onEdit} onDeleted={onDeleted} />)}</ul>
      )}
    </section>
  );
}

function OwnPost({ post, editing, onEdit, onDeleted }: { post: OwnBlogPost; editing: boolean; onEdit: (post: OwnBlogPost) => void; onDeleted: (id: number) => void }) {
  const { t, i18n } = useTranslation('seller');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(post.createdAt));
  const remove = async () => {
    setFailed(false);
    try {
      await deleteBlogPost(post.id);
      onDeleted(post.id);
    } catch {
      setFailed(true);
      setConfirming(false);
    }
  };
  return (
    <li className={`tm-own-post${editing ? ' tm-own-post--editing' : ''}`}>
      <strong className="tm-own-post__title">{post.title}</strong>
      <span className="tm-post-form__note">{t('postEditor.meta', { date, world: siteName(post.world, i18n.language) })}</span>
      <div className="tm-own-post__actions">
        <Link to={href('blogPost', { id: String(post.id) }, post.world)}>{t('postEditor.view')}</Link>
        <button type="button" className="tm-button" onClick={() => onEdit(post)} aria-label={t('postEditor.editNamed', { title: post.title })}>{t('postEditor.edit')}</button>
        {!confirming && (
          <button type="button" className="tm-button" onClick={() => setConfirming(true)} aria-label={t('postEditor.deleteNamed', { title: post.title })}>{t('postEditor.delete')}</button>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby={`delete-post-${post.id}`} className="tm-own-post__confirm">
          <p id={`delete-post-${post.id}`}>{t('postEditor.confirmDelete', { title: post.title })}</p>
          <button type="button" className="tm-button tm-button--primary" onClick={() => void remove()}>{t('postEditor.confirm')}</button>
          <button type="button" className="tm-button" onClick={() => setConfirming(false)}>{t('postEditor.keep')}</button>
        </div>
      )}
      {failed && <p role="alert" className="tm-field__error">{t('postEditor.errors.failed')}</p>}
    </li>
  );
}
