import { useStore } from '@nanostores/react';
import { schoolAddressProblems } from '@teachmarket/contracts/api-types/form-validate';
import {
  $user, apiErrorBody, createSchool, EmptyState, Field, href, LoadingState, type PageProps, SCHOOL_LIMITS, SCHOOL_TYPES,
  type SchoolType,
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddressFields } from '../../ui/AddressFields';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { refreshUser } from '../../lib/refresh-user';

type FieldName = 'name' | 'schoolType' | 'street' | 'postcode' | 'city' | 'country';
type Values = Record<FieldName, string>;
const FIELDS: FieldName[] = ['name', 'schoolType', 'street', 'postcode', 'city', 'country'];

/**
 * The API's rules, checked before sending so each field says what is wrong: the address with the
 * API's own SchoolAddressSchema (contracts form-validate), the name and type with SCHOOL_LIMITS.
 */
export function checkSchool(v: Values): Partial<Record<FieldName, true>> {
  const found: Partial<Record<FieldName, true>> = {};
  const name = v.name.trim().replace(/\s+/g, ' ');
  if (name.length < SCHOOL_LIMITS.name.min || name.length > SCHOOL_LIMITS.name.max) found.name = true;
  if (!(SCHOOL_TYPES as readonly string[]).includes(v.schoolType)) found.schoolType = true;
  for (const field of Object.keys(schoolAddressProblems(v))) found[field as FieldName] = true;
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
  const { t } = useTranslation('school-create');
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: '', schoolType: '', street: '', postcode: '', city: '', country: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, true>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'taken'>('idle');
  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setState('idle');
  };
  const message = (field: FieldName) => (errors[field] ? t(`errors.${field}`) : null);

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
      const field = body.field as FieldName | null;
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
      <Field id="school-name" label={t('name')} error={message('name')}>
        <input autoComplete="organization" maxLength={SCHOOL_LIMITS.name.max} value={values.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <Field id="school-type" label={t('type')} error={message('schoolType')}>
        <select value={values.schoolType} onChange={(e) => set('schoolType', e.target.value)}>
          <option value="">{t('chooseType')}</option>
          {SCHOOL_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
        </select>
      </Field>
      <AddressFields
        idPrefix="school"
        values={values}
        onChange={set}
        error={message}
        labels={{ street: t('street'), postcode: t('postcode'), city: t('city'), country: t('country'), chooseCountry: t('chooseCountry') }}
      />
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
