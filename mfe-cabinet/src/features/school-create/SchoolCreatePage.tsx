import { useStore } from '@nanostores/react';
import {
  $user, apiErrorBody, createSchool, EmptyState, href, LoadingState, SCHOOL_LIMITS, SCHOOL_TYPES, type PageProps, type SchoolType,
} from '@teachmarket/shared-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { FormField } from '../../ui/FormField';
import { countryOptions } from '../billing-address/countries';
import { refreshUser } from '../my-school/refresh-user';

type Field = 'name' | 'schoolType' | 'street' | 'postcode' | 'city' | 'country';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['name', 'schoolType', 'street', 'postcode', 'city', 'country'];

/** The API's rules (SCHOOL_LIMITS), checked before sending so each field says what is wrong. */
export function checkSchool(v: Values): Partial<Record<Field, true>> {
  const found: Partial<Record<Field, true>> = {};
  const within = (s: string, { min, max }: { min: number; max: number }) => s.trim().length >= min && s.trim().length <= max;
  if (!within(v.name.replace(/\s+/g, ' '), SCHOOL_LIMITS.name)) found.name = true;
  if (!(SCHOOL_TYPES as readonly string[]).includes(v.schoolType)) found.schoolType = true;
  if (!within(v.street, SCHOOL_LIMITS.street)) found.street = true;
  if (!new RegExp(SCHOOL_LIMITS.postcode.pattern).test(v.postcode.trim())) found.postcode = true;
  if (!within(v.city, SCHOOL_LIMITS.city)) found.city = true;
  if (!new RegExp(SCHOOL_LIMITS.country.pattern).test(v.country)) found.country = true;
  return found;
}

/** spec §2 /school-create, §6: whoever creates a school account becomes its admin (role master). */
export default function SchoolCreatePage({ world, routeId }: PageProps) {
  const { t } = useTranslation('school-create');
  const user = useStore($user);
  let content = <SchoolForm world={world} />;
  if (!user) content = <LoadingState />;
  else if (user.profileDetails?.details?.schoolAccount) {
    content = (
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('mySchool', {}, world)}>{t('toMySchool')}</Link>}>
        {t('alreadyMember')}
      </EmptyState>
    );
  }
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('title')} loginMessage={t('loginRequired')}>
      {content}
    </CabinetLayout>
  );
}

function SchoolForm({ world }: { world: string }) {
  const { t, i18n } = useTranslation('school-create');
  const navigate = useNavigate();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [values, setValues] = useState<Values>({ name: '', schoolType: '', street: '', postcode: '', city: '', country: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'taken'>('idle');
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setState('idle');
  };
  const message = (field: Field) => (errors[field] ? t(`errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkSchool(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('busy');
    try {
      await createSchool({
        name: values.name.trim().replace(/\s+/g, ' '), schoolType: values.schoolType as SchoolType, street: values.street.trim(),
        postcode: values.postcode.trim(), city: values.city.trim(), country: values.country,
      });
      await refreshUser();
      void navigate(href('mySchool', {}, world));
    } catch (error) {
      const body = apiErrorBody(error);
      const field = body.field as Field | null;
      if (body.code === 'already_in_school') {
        await refreshUser();
        setState('taken');
      } else if (field && FIELDS.includes(field)) {
        setErrors({ [field]: true });
        setState('idle');
      } else setState('failed');
    }
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('intro')}</p>
      <FormField id="school-name" label={t('name')} error={message('name')}>
        <input autoComplete="organization" maxLength={SCHOOL_LIMITS.name.max} value={values.name} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField id="school-type" label={t('type')} error={message('schoolType')}>
        <select value={values.schoolType} onChange={(e) => set('schoolType', e.target.value)}>
          <option value="">{t('chooseType')}</option>
          {SCHOOL_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </select>
      </FormField>
      <FormField id="school-street" label={t('street')} error={message('street')}>
        <input autoComplete="street-address" maxLength={SCHOOL_LIMITS.street.max} value={values.street} onChange={(e) => set('street', e.target.value)} />
      </FormField>
      <div className="tm-settings-form__row">
        <FormField id="school-postcode" label={t('postcode')} error={message('postcode')}>
          <input autoComplete="postal-code" maxLength={10} value={values.postcode} onChange={(e) => set('postcode', e.target.value)} />
        </FormField>
        <FormField id="school-city" label={t('city')} error={message('city')}>
          <input autoComplete="address-level2" maxLength={SCHOOL_LIMITS.city.max} value={values.city} onChange={(e) => set('city', e.target.value)} />
        </FormField>
      </div>
      <FormField id="school-country" label={t('country')} error={message('country')}>
        <select autoComplete="country" value={values.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">{t('chooseCountry')}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </FormField>
      <p className="tm-settings-note">{t('adminNote')}</p>
      {state === 'taken' && (
        <p role="alert" className="tm-banner--error">
          {t('alreadyInSchool')} <Link to={href('mySchool', {}, world)}>{t('toMySchool')}</Link>
        </p>
      )}
      {state === 'failed' && <p role="alert" className="tm-banner--error">{t('failed')}</p>}
      <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('submit')}</button>
    </form>
  );
}
