import {
  apiErrorBody, EmptyState, ErrorState, getMySchool, href, LoadingState, saveSchoolAddress, SCHOOL_LIMITS, useApi,
  type MySchoolResponse, type PageProps, type SchoolAddress,
} from '@teachmarket/shared-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { FormField } from '../../ui/FormField';
import { countryOptions } from '../billing-address/countries';
import '../my-school/my-school.css';

/**
 * spec §2 /schoolaccount: the school's account view for its admin (role master, spec §6): the
 * school's billing address, and what the school can buy. Orders belong to single users (orders
 * have no school), so there are no school invoices to list: the page says so plainly.
 */
export default function SchoolAccountPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('my-school');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('account.title')} loginMessage={t('account.loginRequired')}>
      <SchoolAccount world={world} />
    </CabinetLayout>
  );
}

function SchoolAccount({ world }: { world: string }) {
  const { t } = useTranslation('my-school');
  const mine = useApi((signal) => getMySchool(signal), []);
  if (mine.status === 'loading') return <LoadingState />;
  if (mine.status === 'error') {
    if (mine.error.status !== 403) return <ErrorState onRetry={mine.retry} />;
    return <EmptyState action={<Link className="tm-button tm-button--primary" to={href('schoolCreate', {}, world)}>{t('createSchool')}</Link>}>{t('notMember')}</EmptyState>;
  }
  if (mine.data.role !== 'master') {
    const admin = mine.data.members.find((m) => m.role === 'master');
    return (
      <EmptyState action={<Link className="tm-button" to={href('mySchool', {}, world)}>{t('account.toMySchool')}</Link>}>
        {t('account.adminOnly', { name: admin?.publicName ?? '' })}
      </EmptyState>
    );
  }
  return (
    <div className="tm-my-school">
      <p><strong>{mine.data.school.name}</strong></p>
      <AddressForm initial={mine.data.school.address} />
      <Licences world={world} data={mine.data} />
    </div>
  );
}

function Licences({ world, data }: { world: string; data: MySchoolResponse }) {
  const { t } = useTranslation('my-school');
  return (
    <section className="tm-my-school__section" aria-labelledby="school-licences">
      <h2 id="school-licences">{t('account.licencesTitle')}</h2>
      <p>{t('account.licences')}</p>
      <p>{t('account.invoices')}</p>
      <p>
        <Link to={href('schoolWishlist', {}, world)}>{t('wishlistTitle')}</Link> · {t('total', { total: data.wishlistTotal })}
        {' · '}<Link to={href('invoiceTaxDocuments', {}, world)}>{t('account.ownInvoices')}</Link>
        {' · '}<Link to={href('mySchool', {}, world)}>{t('account.toMySchool')}</Link>
      </p>
    </section>
  );
}

type Field = keyof SchoolAddress;
const FIELDS: Field[] = ['street', 'postcode', 'city', 'country'];

function AddressForm({ initial }: { initial: SchoolAddress | null }) {
  const { t, i18n } = useTranslation(['my-school', 'school-create']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [values, setValues] = useState<SchoolAddress>(initial ?? { street: '', postcode: '', city: '', country: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setState('idle');
  };
  const message = (field: Field) => (errors[field] ? t(`school-create:errors.${field}`) : null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, true>> = {};
    const within = (s: string, { min, max }: { min: number; max: number }) => s.trim().length >= min && s.trim().length <= max;
    if (!within(values.street, SCHOOL_LIMITS.street)) found.street = true;
    if (!new RegExp(SCHOOL_LIMITS.postcode.pattern).test(values.postcode.trim())) found.postcode = true;
    if (!within(values.city, SCHOOL_LIMITS.city)) found.city = true;
    if (!new RegExp(SCHOOL_LIMITS.country.pattern).test(values.country)) found.country = true;
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('busy');
    try {
      const { school } = await saveSchoolAddress({ street: values.street.trim(), postcode: values.postcode.trim(), city: values.city.trim(), country: values.country });
      if (school.address) setValues(school.address);
      setState('saved');
    } catch (error) {
      const field = apiErrorBody(error).field as Field | null;
      if (field && FIELDS.includes(field)) {
        setErrors({ [field]: true });
        setState('idle');
      } else setState('failed');
    }
  };
  return (
    <section className="tm-my-school__section" aria-labelledby="school-address">
      <h2 id="school-address">{t('account.address')}</h2>
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        {!initial && <p className="tm-settings-note">{t('account.noAddress')}</p>}
        <FormField id="school-street" label={t('school-create:street')} error={message('street')}>
          <input autoComplete="street-address" maxLength={SCHOOL_LIMITS.street.max} value={values.street} onChange={(e) => set('street', e.target.value)} />
        </FormField>
        <div className="tm-settings-form__row">
          <FormField id="school-postcode" label={t('school-create:postcode')} error={message('postcode')}>
            <input autoComplete="postal-code" maxLength={10} value={values.postcode} onChange={(e) => set('postcode', e.target.value)} />
          </FormField>
          <FormField id="school-city" label={t('school-create:city')} error={message('city')}>
            <input autoComplete="address-level2" maxLength={SCHOOL_LIMITS.city.max} value={values.city} onChange={(e) => set('city', e.target.value)} />
          </FormField>
        </div>
        <FormField id="school-country" label={t('school-create:country')} error={message('country')}>
          <select autoComplete="country" value={values.country} onChange={(e) => set('country', e.target.value)}>
            <option value="">{t('school-create:chooseCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
        </FormField>
        {state === 'saved' && <p role="status" className="tm-settings-ok">{t('account.saved')}</p>}
        {state === 'failed' && <p role="alert" className="tm-banner--error">{t('members.failed')}</p>}
        <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('account.save')}</button>
      </form>
    </section>
  );
}
