import { useSession, useUser } from './use-hydrated';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router/light';
import { getAuthor, setFollowing, type FollowResponse } from '../api/endpoints/authors';
import { href } from '@teachmarket/contracts';
import { unavailableWhile } from './unavailable';

interface Props {
  authorId: number;
  world: string;
  /** Known already (the author page has the profile); otherwise read from the API. */
  following?: boolean;
  /** Issue 18: the page shows the new follower count at once (the API answers with it). */
  onChange?: (result: FollowResponse) => void;
}

/** Follow an author (spec §1: logged-in users follow authors); visitors are sent to log in. */
export function FollowButton({ authorId, world, following: known, onChange }: Props) {
  const { t } = useTranslation('author-page');
  const loggedIn = useSession().status === 'loggedIn';
  const user = useUser();
  const [following, setState] = useState<boolean | null>(known ?? null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loggedIn || known !== undefined) return;
    const controller = new AbortController();
    getAuthor(authorId, controller.signal).then(
      (res) => setState(res.item.following),
      () => setState(false),
    );
    return () => controller.abort();
  }, [authorId, loggedIn, known]);

  if (user?.id === authorId) return null;
  if (!loggedIn) {
    return (
      <Link className="tm-button" to={href('login', {}, world)}>
        {t('follow')}
      </Link>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setFollowing(authorId, !following);
      setState(result.following);
      onChange?.(result);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="tm-button" aria-pressed={Boolean(following)} {...unavailableWhile(busy || following === null, () => void toggle())}>
      {following ? t('following') : t('follow')}
    </button>
  );
}
