import { ErrorState, LoadingState, useQuery, type UserDetails } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { getUserDetails, removeBackground, updateUserDetails, uploadAvatar, uploadBackground } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { ImageUpload } from './ImageUpload';
import './settings.css';

type FieldName = 'publicName' | 'subtitle' | 'description';
const API_FIELD: Record<string, FieldName> = { public_name: 'publicName', subtitle: 'subtitle', description: 'description' };

/**
 * The author-profile panel (issue 4): picture, background, public name and texts. No cabinet route
 * is a profile-settings page (shared-kit routes/table/cabinet.ts), so it sits on uploadEdit.
 */
export function ProfileSettings() {
  const details = useQuery(['getUserDetails'], () => getUserDetails());
  if (details.status === 'loading') return <LoadingState />;
  if (details.status === 'error') return <ErrorState onRetry={details.retry} />;
  return <ProfileForm initial={details.data.items} />;
}

function ProfileForm({ initial }: { initial: UserDetails }) {
  const { t } = useTranslation('cabinet-settings');
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState({ publicName: initial.public_name, subtitle: initial.subtitle ?? '', description: initial.description ?? '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, true>>>({});
  const [notice, setNotice] = useState<'saved' | 'generic' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: FieldName) => (errors[field] ? t(`profile.errors.${field}`) : null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found: Partial<Record<FieldName, true>> = {};
    const name = values.publicName.trim();
    if (name.length < 2 || name.length > 60) found.publicName = true;
    if (values.subtitle.length > 120) found.subtitle = true;
    if (values.description.length > 2000) found.description = true;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await updateUserDetails({ public_name: name, subtitle: values.subtitle.trim() || null, description: values.description.trim() || null });
      setProfile(answer.items);
      setNotice('saved');
    } catch (error) {
      const field = API_FIELD[apiErrorBody(error).field ?? ''];
      if (field) setErrors({ [field]: true });
      else setNotice('generic');
    }
  };

  const remove = async () => {
    try {
      const answer = await removeBackground();
      setProfile((p) => ({ ...p, ...answer }));
    } catch {
      setNotice('generic');
    }
    setConfirmRemove(false);
  };

  return (
    <section className="tm-profile-settings" aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title">{t('profile.title')}</h2>
      <div className="tm-profile-settings__images">
        <div>
          <h3>{t('profile.avatar')}</h3>
          {profile.image_path && <img className="tm-profile-settings__avatar" src={profile.image_path} alt={t('profile.avatar')} width={100} height={100} />}
          <ImageUpload buttonLabel={t('profile.changeAvatar')} send={uploadAvatar} onDone={(a) => setProfile((p) => ({ ...p, ...a }))} />
        </div>
        <div>
          <h3>{t('profile.background')}</h3>
          {profile.profile_background_path ? (
            <img className="tm-profile-settings__background" src={profile.profile_background_path} alt={t('profile.background')} />
          ) : (
            <p>{t('profile.noBackground')}</p>
          )}
          <ImageUpload buttonLabel={t('profile.changeBackground')} send={uploadBackground} onDone={(b) => setProfile((p) => ({ ...p, ...b }))} />
          {profile.profile_background_path && !confirmRemove && (
            <button type="button" className="tm-button" onClick={() => setConfirmRemove(true)}>{t('profile.removeBackground')}</button>
          )}
          {confirmRemove && (
            <div role="alertdialog" aria-labelledby="remove-background-q" className="tm-profile-settings__confirm">
              <p id="remove-background-q">{t('profile.confirmRemove')}</p>
              <button type="button" className="tm-button tm-button--primary" onClick={() => void remove()}>{t('profile.confirm')}</button>
              <button type="button" className="tm-button" onClick={() => setConfirmRemove(false)}>{t('profile.cancel')}</button>
            </div>
          )}
        </div>
      </div>
      <form className="tm-upload-form" noValidate onSubmit={(e) => void save(e)}>
        <Field id="profile-name" label={t('profile.publicName')} error={message('publicName')}>
          <input value={values.publicName} maxLength={60} autoComplete="nickname" onChange={(e) => set('publicName', e.target.value)} />
        </Field>
        <Field id="profile-subtitle" label={t('profile.subtitle')} error={message('subtitle')}>
          <input value={values.subtitle} maxLength={120} onChange={(e) => set('subtitle', e.target.value)} />
        </Field>
        <Field id="profile-description" label={t('profile.description')} error={message('description')}>
          <textarea rows={5} value={values.description} maxLength={2000} onChange={(e) => set('description', e.target.value)} />
        </Field>
        {notice && <p role="status" className={notice === 'generic' ? 'tm-field__error' : undefined}>{notice === 'saved' ? t('profile.saved') : t('profile.errors.generic')}</p>}
        <button type="submit" className="tm-button tm-button--primary">{t('profile.save')}</button>
      </form>
    </section>
  );
}
