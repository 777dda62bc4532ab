import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { ProfileSettings } from '../features/settings/ProfileSettings';
import { UploadList } from '../features/uploads/UploadList';
import { CabinetLayout } from '../ui/CabinetLayout';

/**
 * spec §2 /upload-edit (sales): the seller's materials and, below them, the author-profile panel.
 * The page composes two features so that neither imports the other (STYLE.md: features stay apart).
 */
export default function UploadEditPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('seller');
  const uploadNew = <Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('list.uploadNew')}</Link>;
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('list.title')} loginMessage={t('list.loginRequired')} actions={uploadNew} wide>
      <UploadList world={world} />
      <ProfileSettings />
    </CabinetLayout>
  );
}
