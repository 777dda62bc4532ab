import { useStore } from '@nanostores/react';
import { $websocket, markNotificationsRead } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Websocket notifications in the header; only shown once the socket has connected (logged in). */
export function NotificationsBell() {
  const { t } = useTranslation('header');
  const { connected, notifications } = useStore($websocket);
  const [open, setOpen] = useState(false);
  if (!connected && notifications.length === 0) return null;
  const unread = notifications.filter((n) => !n.read).length;
  const toggle = () => {
    if (!open) markNotificationsRead();
    setOpen(!open);
  };
  return (
    <div className="tm-notifications">
      <button type="button" className="tm-button" aria-expanded={open} onClick={toggle} aria-label={t('notifications.label', { unread })}>
        {t('notifications.title')} {unread > 0 && <span className="tm-badge">{unread}</span>}
      </button>
      {open && (
        <ul className="tm-notifications__list">
          {notifications.length === 0 && <li>{t('notifications.empty')}</li>}
          {notifications.map((n) => (
            <li key={n.id}>{t(n.kind === 'sale' ? 'notifications.sale' : 'notifications.newMaterial', { title: n.title })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
