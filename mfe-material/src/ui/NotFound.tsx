import { NotFoundView, setMeta, type World } from '@teachmarket/shared-kit';
import { useEffect } from 'react';

/** An unknown material id: the 404 view with noindex (issue 7; the shell's Head only knows the route, which exists). */
export function NotFound({ world }: { world: World }) {
  useEffect(() => setMeta('robots', 'noindex,nofollow'), []);
  return <NotFoundView world={world} />;
}
