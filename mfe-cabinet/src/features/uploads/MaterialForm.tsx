import { type Filters, getFilters, href, Link, PUBLIC_FRESH_MS, type UploadMaterial, useQuery, unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { UPLOAD_MATERIAL_TYPES, UPLOAD_TEXT_LANGUAGES } from '@teachmarket/contracts/rules/uploads';
import { publishOwnMaterial, updateOwnMaterial, withdrawOwnMaterial } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { WithdrawStep } from './ConfirmStep';
import { FIELD_OF_API, initialValues, toUpdate, validate, type FieldName, type FormErrors, type FormValues } from './form-state';

interface Props {
  material: UploadMaterial;
  world: string;
  /** The material went on sale from this form (the edit page then drops its "taken out" note). */
  onPublished?: (item: UploadMaterial) => void;
}

/** The metadata of an uploaded material: per-field checks before sending, the API's own after. */
export function MaterialForm({ material, world, onPublished }: Props) {
  const { t, i18n } = useTranslation('seller');
  const filters = useQuery(['getFilters', world], () => getFilters(), { freshFor: PUBLIC_FRESH_MS });
  const [values, setValues] = useState<FormValues>(() => initialValues(material, i18n.language));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'generic' | 'withdrawn' | 'withdrawFailed' | null>(null);
  const [published, setPublished] = useState<UploadMaterial | null>(material.status === 'published' ? material : null);
  // A live material can be taken off sale here too, with the seller list's confirm step (s16): then it is a draft again.
  const [withdrawn, setWithdrawn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirming) return;
    // Back to the button that opened the question; after the withdrawal it is gone, then to the publish button.
    (withdrawButton.current ?? submitButton.current)?.focus();
    setRefocus(false);
  }, [refocus, confirming]);
  const withdraw = async () => {
    setNotice(null);
    try {
      await withdrawOwnMaterial(material.id);
      setPublished(null);
      setWithdrawn(true);
      setNotice('withdrawn');
    } catch {
      setNotice('withdrawFailed');
    }
  };
  const title = (published ?? material).title;

  const form = useRef<HTMLFormElement>(null);
  // After a submit with mistakes the keyboard lands on the first field marked invalid, as on sign-up and
  // payment (focus stayed on the button, the messages unheard): once React has rendered the flags.
  const [mistakes, setMistakes] = useState(0);
  const focusFirstInvalid = () => setMistakes((n) => n + 1);
  useEffect(() => {
    if (mistakes > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [mistakes]);

  const set = <K extends FieldName>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: FieldName) => (errors[field] ? t(`form.errors.${field}`) : null);

  const submit = async (event: FormEvent, publish: boolean) => {
    event.preventDefault();
    setNotice(null);
    const found = validate(values, world);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await updateOwnMaterial(material.id, toUpdate(values, world));
      if (publish) {
        const { item } = await publishOwnMaterial(material.id);
        setPublished(item);
        onPublished?.(item);
      }
      // A live material's changes are saved (and it stays published): say so, as for a draft.
      if (!publish || published) setNotice('saved');
    } catch (error) {
      const field = FIELD_OF_API[apiErrorBody(error).field ?? ''];
      if (field) {
        setErrors({ [field]: true });
        focusFirstInvalid();
      } else setNotice('generic');
    } finally {
      setBusy(false);
    }
  };

  const f: Filters | null = filters.status === 'success' ? filters.data.items : null;
  return (
    <form ref={form} className="tm-upload-form" noValidate onSubmit={(e) => void submit(e, true)}>
      <Field id="upload-title" label={t('form.title')} error={message('title')}>
        <input value={values.title} maxLength={150} onChange={(e) => set('title', e.target.value)} />
      </Field>
      <Field id="upload-description" label={t('form.description')} error={message('description')}>
        <textarea rows={6} value={values.description} maxLength={5000} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <Field id="upload-price" label={t('form.price', { currency: material.currencyCode })} hint={t('form.priceHint')} error={message('price')}>
        <input inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} />
      </Field>
      <Field id="upload-type" label={t('form.materialType')} error={message('materialType')}>
        <select value={values.materialType} onChange={(e) => set('materialType', e.target.value)}>
          {UPLOAD_MATERIAL_TYPES.map((type) => (
            <option key={type} value={type}>{f?.material_type.find((m) => m.id === type)?.title ?? type}</option>
          ))}
        </select>
      </Field>
      <Field id="upload-subject" label={t('form.subject')} error={message('subject')}>
        <select value={values.subject} onChange={(e) => set('subject', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {f?.subject.map((s) => <option key={s.id} value={String(s.id)}>{s.title}</option>)}
        </select>
      </Field>
      <Field id="upload-school-type" label={t('form.schoolType')} error={message('schoolType')}>
        <select value={values.schoolType} onChange={(e) => set('schoolType', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {f?.school_type.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}
        </select>
      </Field>
      <fieldset className="tm-upload-form__grades" aria-describedby={errors.grades ? 'upload-grades-error' : undefined}>
        <legend>{t('form.grades')}</legend>
        {f?.class_grade.map((g) => (
          <label key={g.id} className="tm-upload-form__grade">
            <input
              type="checkbox"
              checked={values.grades.includes(g.id)}
              onChange={(e) => set('grades', e.target.checked ? [...values.grades, g.id] : values.grades.filter((x) => x !== g.id))}
            />
            {g.title}
          </label>
        ))}
        {errors.grades && <p id="upload-grades-error" className="tm-field__error" role="alert">{message('grades')}</p>}
      </fieldset>
      {/* spec §1: Spanish offers text-language choices: Spanish, Catalan, Basque, Galician and no text. */}
      {world === 'es' && (
        <Field id="upload-text-language" label={t('form.textLanguage')} error={message('textLanguage')}>
          <select value={values.textLanguage} onChange={(e) => set('textLanguage', e.target.value)}>
            <option value="">{t('form.choose')}</option>
            {UPLOAD_TEXT_LANGUAGES.map((l) => <option key={l} value={l}>{t(`textLanguages.${l}`)}</option>)}
          </select>
        </Field>
      )}
      {notice && (
        <p role="status" className={notice === 'generic' || notice === 'withdrawFailed' ? 'tm-field__error' : undefined}>
          {notice === 'saved' ? t('form.saved') : notice === 'generic' ? t('form.errors.generic') : t(`list.${notice}`, { title })}
        </p>
      )}
      {published && (
        <p role="status" className="tm-upload-form__published">
          {t('form.published')}{' '}
          <Link to={href('material', { id: String(published.id), slug: published.slug }, world)}>{t('form.viewMaterial')}</Link>
        </p>
      )}
      <div className="tm-upload-form__actions">
        {(material.status === 'draft' || withdrawn) && !published && (
          <button type="button" className="tm-button" {...unavailableWhile(busy, (e) => void submit(e, false))}>{t('form.save')}</button>
        )}
        <button ref={submitButton} type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{published ? t('form.saveChanges') : t('form.publish')}</button>
        {published && !confirming && (
          <button ref={withdrawButton} type="button" className="tm-button" {...unavailableWhile(busy, () => setConfirming(true))}>{t('list.withdraw')}</button>
        )}
      </div>
      {confirming && (
        <WithdrawStep
          material={{ id: material.id, title }}
          className="tm-upload-list__confirm tm-upload-form__confirm"
          onConfirm={withdraw}
          onClose={() => {
            setConfirming(false);
            setRefocus(true);
          }}
        />
      )}
    </form>
  );
}
