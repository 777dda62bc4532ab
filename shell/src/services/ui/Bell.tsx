import { useStore } from '@nanostores/react';
import { slugify } from '@teachmarket/contracts';
import { $websocket, $world, href, Link, markNotificationsRead, type WsNotification } from '@teachmarket/shared-kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../layout/icons';
import { useDisclosure } from '../../layout/use-disclosure';
import { readNotifications } from '../recent-notifications';

// Issue 16: a chunk of its own (NotificationsBell.tsx loads it once the socket has connected).

/** The bell's line per kind of notification (issue 18 added comments and the author's answers). */
const NOTIFICATION_TEXT = {
  sale: 'notifications.sale',
  new_material: 'notifications.newMaterial',
  comment: 'notifications.comment',
  comment_reply: 'notifications.commentReply',
} as const;

/**
 * s16 QA2: a notification leads to its material (the seller could read "New comment on …" but not
 * get there). The slug is made from the title by the API's own rule (slugify in contracts); the material
 * page replaces a slug that differs with the canonical one.
 */
function materialLink(n: WsNotification, world: ReturnType<typeof $world.get>): string | null {
  if (n.materialId === null) return null;
  return href('material', { id: String(n.materialId), slug: slugify(n.title) }, world);
}

export function Bell() {
  const { t } = useTranslation('header');
  const { notifications } = useStore($websocket);
  const world = useStore($world);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, setOpen } = useDisclosure(root, button);
  const unread = notifications.filter((n) => !n.read).length;
  const toggle = () => {
    if (!open) {
      // s17 QA3: read on the server too, so the next reload does not count them again (a failed call only costs that).
      const ids = markNotificationsRead();
      if (ids.length) void Promise.resolve(ids).then(readNotifications).catch(() => undefined);
    }
    setOpen(!open);
  };
  return (
    <div className="tm-notifications" ref={root}>
      <button
        ref={button}
        type="button"
        className="tm-header__icon-button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={toggle}
        aria-label={t('notifications.label', { unread })}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className="tm-header__count tm-header__count--alert" aria-hidden="true" data-testid="notifications-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={`${id}-list`} className="tm-notifications__panel" hidden={!open}>
        <p className="tm-notifications__title">{t('notifications.title')}</p>
        <ul className="tm-notifications__list">
          {notifications.length === 0 && <li>{t('notifications.empty')}</li>}
          {notifications.map((n) => {
            const text = t(NOTIFICATION_TEXT[n.kind], { title: n.title });
            const to = materialLink(n, world);
            return <li key={n.id}>{to ? <Link to={to} onClick={() => setOpen(false)}>{text}</Link> : text}</li>;
          })}
        </ul>
      </div>
    </div>
  );
}
