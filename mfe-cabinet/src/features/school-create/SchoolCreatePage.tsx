import { useStore } from '@nanostores/react';
import {
  apiErrorBody, EmptyState, FormStatus, href, Link, LoadingState, type PageProps, type SchoolType, useNavigate, $user, useSubmit,
} from '@teachmarket/shared-kit';
import { ErrorSummary, Field, summaryErrors, useFormFields } from '@teachmarket/shared-kit/page-ui';
import { schoolAddressProblems } from '@teachmarket/contracts/rules/address-form';
import { SCHOOL_LIMITS } from '@teachmarket/contracts/rules/schools';
import { SCHOOL_TYPES } from '@teachmarket/contracts/rules/search';
import { createSchool } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../ui/AddressFields';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { refreshUser } from '../../lib/refresh-user';

type FieldName = 'name' | 'schoolType' | 'street' | 'postcode' | 'city' | 'country';
type Values = Record<FieldName, string>;
const FIELDS: FieldName[] = ['name', 'schoolType', 'street', 'postcode', 'city', 'country'];
/** The control ids of the fields (the ErrorSummary links to them). */
const FIELD_IDS: Record<FieldName, string> = {
  name: 'school-name', schoolType: 'school-type', street: 'school-street', postcode: 'school-postcode', city: 'school-city', country: 'school-country',
};

/**
 * The API's rules, checked before sending so each field says what is wrong: the address with the
 * limits SchoolAddressSchema is built from (contracts rules/address-form), the name and type with SCHOOL_LIMITS.
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
  // 'taken': someone made this user a member of another school meanwhile (spec §6: one school per user).
  const [taken, setTaken] = useState(false);
  const { status, run, reset, button } = useSubmit();
  const { values, errors, set, check, claim } = useFormFields<FieldName>({ name: '', schoolType: '', street: '', postcode: '', city: '', country: '' }, () => {
    reset();
    setTaken(false);
  });
  const message = (field: FieldName) => (errors[field] ? t(`errors.${field}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(checkSchool(values))) return;
    setTaken(false);
    const created = await run(
      async () => {
        await createSchool({
          name: values.name.trim().replace(/\s+/g, ' '), schoolType: values.schoolType as SchoolType, street: values.street.trim(),
          postcode: values.postcode.trim(), city: values.city.trim(), country: values.country,
        });
        await refreshUser();
        return true;
      },
      (error) => {
        const body = apiErrorBody(error);
        if (body.code !== 'already_in_school') return claim(body.field, true);
        setTaken(true);
        void refreshUser();
        return true;
      },
    );
    if (created) void navigate(href('mySchool', {}, world));
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('intro')}</p>
      <ErrorSummary errors={summaryErrors(FIELDS, (f) => FIELD_IDS[f], message)} />
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
        world={world}
        values={values}
        onChange={set}
        error={message}
        labels={{ street: t('street'), postcode: t('postcode'), city: t('city'), country: t('country'), chooseCountry: t('chooseCountry') }}
      />
      <p className="tm-settings-note">{t('adminNote')}</p>
      {taken && (
        <p role="alert" className="tm-banner--error">
          {t('alreadyInSchool')} <Link to={href('mySchool', {}, world)}>{t('toMySchool')}</Link>
        </p>
      )}
      {/* On success the page moves on to the new school. */}
      <FormStatus status={status} failed={t('failed')} />
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('submit')}</button>
    </form>
  );
}
