import type { PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { ProfileSettings } from '../features/settings/ProfileSettings';
import { UploadList } from '../features/uploads/UploadList';
import { LoginGate } from '../ui/LoginGate';

/**
 * spec §2 /upload-edit (sales): the seller's materials and, below them, the author-profile panel.
 * The page composes two features so that neither imports the other (STYLE.md: features stay apart).
 */
export default function UploadEditPage({ world }: PageProps) {
  const { t } = useTranslation('seller');
  return (
    <LoginGate world={world} title={t('list.title')} message={t('list.loginRequired')}>
      <div className="tm-cabinet">
        <UploadList world={world} />
        <ProfileSettings />
      </div>
    </LoginGate>
  );
}
