import { useStore } from '@nanostores/react';
import {
  EmptyState, ErrorState, href, Link, LoadingState, type OwnBlogPost, type PageProps, $session, useQuery, $user, type World,
} from '@teachmarket/shared-kit';
import { getOwnBlogPosts } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnPosts } from './OwnPosts';
import { PostForm } from './PostForm';
import '../../ui/blog-post.css';
import './post-editor.css';

/**
 * spec §2 cabinet /post-editor: an author writes, edits, publishes and deletes their blog posts
 * (the public page is route blogPost). Login and seller account required; nothing is requested before.
 */
export default function PostEditorPage({ world }: PageProps) {
  const { t } = useTranslation(['seller', 'common']);
  const session = useStore($session);
  const user = useStore($user);
  if (session.status === 'validating' || (session.status === 'loggedIn' && !user)) return <LoadingState />;
  let content;
  if (session.status !== 'loggedIn') {
    content = <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('common:login')}</Link>}>{t('postEditor.loginRequired')}</EmptyState>;
  } else if (!user?.isSeller) {
    content = <EmptyState action={<Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('postEditor.startSelling')}</Link>}>{t('postEditor.sellersOnly')}</EmptyState>;
  } else {
    content = <Editor world={world} />;
  }
  return (
    <div className="tm-post-editor">
      <p className="tm-post-editor__back"><Link to={href('salesDownloads', {}, world)}>{t('postEditor.back')}</Link></p>
      <h1 className="tm-page-title">{t('postEditor.title')}</h1>
      {content}
    </div>
  );
}

function Editor({ world }: { world: World }) {
  const { t } = useTranslation('seller');
  const loaded = useQuery(['getOwnBlogPosts'], () => getOwnBlogPosts());
  const [posts, setPosts] = useState<OwnBlogPost[] | null>(null);
  const [editing, setEditing] = useState<OwnBlogPost | null>(null);
  // s17 QA3: `edited` says whether an existing post was saved ("changes saved") or a new one published.
  const [saved, setSaved] = useState<{ post: OwnBlogPost; edited: boolean } | null>(null);
  // A new form after each save: the next post starts empty.
  const [round, setRound] = useState(0);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => { if (saved) savedRef.current?.focus(); }, [saved]);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <ErrorState onRetry={loaded.retry} />;
  const list = posts ?? loaded.data.items;
  const onSaved = (post: OwnBlogPost) => {
    setPosts([post, ...list.filter((p) => p.id !== post.id)]);
    setSaved({ post, edited: editing !== null });
    setEditing(null);
    setRound((r) => r + 1);
  };
  const onDeleted = (id: number) => {
    setPosts(list.filter((p) => p.id !== id));
    if (editing?.id === id) setEditing(null);
    if (saved?.post.id === id) setSaved(null);
  };
  return (
    <div className="tm-post-editor__grid">
      <div className="tm-post-editor__main">
        {saved && (
          // s16 QA2: the form under it is replaced, so the focus goes to the outcome, not to the page.
          <p role="status" className="tm-post-editor__ok" tabIndex={-1} ref={savedRef}>
            {t(saved.edited ? 'postEditor.changesSaved' : 'postEditor.published')}{' '}
            <Link to={href('blogPost', { id: String(saved.post.id) }, saved.post.world)}>{t('postEditor.viewPost')}</Link>
          </p>
        )}
        <PostForm key={`${round}-${editing?.id ?? 'new'}`} world={world} post={editing} onSaved={onSaved} onCancel={editing ? () => setEditing(null) : undefined} />
      </div>
      <OwnPosts posts={list} editingId={editing?.id ?? null} onEdit={(p) => { setSaved(null); setEditing(p); }} onDeleted={onDeleted} />
    </div>
  );
}
