import { NotFoundView, type World } from '@teachmarket/shared-kit';

/** spec/issue 3: unknown world, unknown path or malformed params show this page; Head sets noindex. */
export function NotFoundPage({ world }: { world: World }) {
  return <NotFoundView world={world} />;
}
