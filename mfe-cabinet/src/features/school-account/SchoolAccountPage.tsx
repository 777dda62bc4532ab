import {
  apiErrorBody, EmptyState, ErrorState, FormStatus, href, Link, LoadingState, type MySchoolResponse, type SchoolAddress, useQuery,
  useSubmit,
} from '@teachmarket/shared-kit';
import { ErrorSummary, summaryErrors, useFormFields } from '@teachmarket/shared-kit/page-ui';
import { schoolAddressProblems, toSchoolAddress } from '@teachmarket/contracts/rules/address-form';
import { getMySchool, saveSchoolAddress } from '@teachmarket/shared-kit/page-api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../ui/AddressFields';
import { cabinetPage } from '../../ui/cabinet-page';
import '../../ui/school.css';

/**
 * spec §2 /schoolaccount: the school's account view for its admin (role master, spec §6): the
 * school's billing address, and what the school can buy. Orders belong to single users (orders
 * have no school), so there are no school invoices to list: the page says so plainly.
 */
export default cabinetPage('my-school', (t) => ({ title: t('account.title'), loginMessage: t('account.loginRequired') }), SchoolAccount);

function SchoolAccount({ world }: { world: string }) {
  const { t } = useTranslation('my-school');
  const mine = useQuery(['getMySchool'], () => getMySchool());
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
      <AddressForm initial={mine.data.school.address} world={world} />
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

type FieldName = keyof SchoolAddress;
const FIELDS: FieldName[] = ['street', 'postcode', 'city', 'country'];

function AddressForm({ initial, world }: { initial: SchoolAddress | null; world: string }) {
  const { t } = useTranslation(['my-school', 'school-create']);
  const { status, run, reset, button } = useSubmit();
  const { values, setValues, errors, set, check, claim } = useFormFields<FieldName>(initial ?? { street: '', postcode: '', city: '', country: '' }, reset);
  const message = (field: FieldName) => (errors[field] ? t(`school-create:errors.${field}`) : null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's rules (SchoolAddressSchema = the billing address rules), checked before sending.
    if (!check(Object.fromEntries(Object.keys(schoolAddressProblems(values)).map((f) => [f, true])))) return;
    const school = await run(
      async () => (await saveSchoolAddress(toSchoolAddress(values))).school,
      (error) => claim(apiErrorBody(error).field, true),
    );
    if (school?.address) setValues(school.address);
  };
  return (
    <section className="tm-my-school__section" aria-labelledby="school-address">
      <h2 id="school-address">{t('account.address')}</h2>
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        {!initial && <p className="tm-settings-note">{t('account.noAddress')}</p>}
        <ErrorSummary errors={summaryErrors(FIELDS, (f) => `school-${f}`, message)} />
        <AddressFields
          idPrefix="school"
          world={world}
          values={values}
          onChange={set}
          error={message}
          labels={{ street: t('school-create:street'), postcode: t('school-create:postcode'), city: t('school-create:city'), country: t('school-create:country'), chooseCountry: t('school-create:chooseCountry') }}
        />
        <FormStatus status={status} done={t('account.saved')} failed={t('members.failed')} />
        <button type="submit" className="tm-button tm-button--primary" {...button}>{t('account.save')}</button>
      </form>
    </section>
  );
}
