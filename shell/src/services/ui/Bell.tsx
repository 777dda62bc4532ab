import { useStore } from '@nanostores/react';
import { $websocket, markNotificationsRead } from '@teachmarket/shared-kit';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../layout/icons';
import { useDisclosure } from '../../layout/use-disclosure';

// Issue 16: a chunk of its own (NotificationsBell.tsx loads it once the socket has connected).

/** The bell's line per kind of notification (issue 18 added comments and the author's answers). */
const NOTIFICATION_TEXT = {
  sale: 'notifications.sale',
  new_material: 'notifications.newMaterial',
  comment: 'notifications.comment',
  comment_reply: 'notifications.commentReply',
} as const;

export function Bell() {
  const { t } = useTranslation('header');
  const { notifications } = useStore($websocket);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, setOpen } = useDisclosure(root, button);
  const unread = notifications.filter((n) => !n.read).length;
  const toggle = () => {
    if (!open) markNotificationsRead();
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
          {notifications.map((n) => (
            <li key={n.id}>{t(NOTIFICATION_TEXT[n.kind], { title: n.title })}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
