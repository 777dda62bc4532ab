import { useStore } from '@nanostores/react';
import {
  apiErrorBody, ErrorState, type FiltersResponse, getFilters, href, Link, LoadingState, $personalisation,
  type PersonalSchoolType, personalSearchFilters, PUBLIC_FRESH_MS, savePersonalisationPreferences, useQuery, $world, unavailableWhile
} from '@teachmarket/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { releasePopup } from '../popups';
import { ChipGroup } from './ChipGroup';
import { ModalDialog } from './ModalDialog';
import './personalisation.css';

// The dialog of PersonalisationPopup, a chunk loaded when it is first shown (lazy-dialog.tsx).
type Status = 'idle' | 'empty' | 'saving' | 'saved' | 'rejected' | 'failed';

export function PersonalisationDialog() {
  const { t } = useTranslation('personalization');
  const world = useStore($world);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => releasePopup('personalisation');

  const filters = useQuery(['getFilters', world], () => getFilters(), { freshFor: PUBLIC_FRESH_MS });
  // Reopened to change the choice: it starts from what is saved (subject ids only in their world).
  const saved = $personalisation.get().preferences;
  const editing = Boolean(saved.savedAt);
  const [schoolTypes, setSchoolTypes] = useState<string[]>(saved.schoolTypes ?? []);
  const [subjects, setSubjects] = useState<string[]>(saved.world === world ? (saved.subjects ?? []).map(String) : []);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status === 'saved') ref.current?.querySelector<HTMLElement>('[role="status"]')?.focus();
  }, [status]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!schoolTypes.length && !subjects.length) return setStatus('empty');
    setStatus('saving');
    savePersonalisationPreferences({ schoolTypes: schoolTypes as PersonalSchoolType[], subjects: subjects.map(Number) }).then(
      () => setStatus('saved'),
      (error: unknown) => setStatus(apiErrorBody(error).status === 400 ? 'rejected' : 'failed'),
    );
  };

  return (
    <ModalDialog
      id="tm-personalisation" title={t('popup.title')} onEscape={close} className="tm-personalisation"
      describedBy="tm-personalisation-text" dialogRef={ref}
    >
      {status === 'saved' ? (
        <SavedView world={world} close={close} />
      ) : (
        <>
          <p id="tm-personalisation-text">{t('popup.text')}</p>
          {filters.status === 'loading' && <LoadingState lines={4} />}
          {filters.status === 'error' && <ErrorState onRetry={filters.retry} />}
          {filters.status === 'success' && (
            <form onSubmit={save} noValidate>
              <ChipGroup legend={t('popup.schoolTypes')} options={schoolTypeOptions(filters.data)} value={schoolTypes} onChange={setSchoolTypes} />
              <ChipGroup legend={t('popup.subjects')} options={subjectOptions(filters.data)} value={subjects} onChange={setSubjects} />
              {status === 'empty' && <p role="alert" className="tm-personalisation__error">{t('popup.chooseOne')}</p>}
              {status === 'rejected' && <p role="alert" className="tm-personalisation__error">{t('popup.rejected')}</p>}
              {status === 'failed' && <p role="alert" className="tm-personalisation__error">{t('popup.failed')}</p>}
              <div className="tm-modal__actions">
                <button type="button" className="tm-button" onClick={close}>
                  {editing ? t('popup.cancel') : t('popup.skip')}
                </button>
                <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(status === 'saving')}>
                  {status === 'saving' ? t('popup.saving') : t('popup.save')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </ModalDialog>
  );
}

function SavedView({ world, close }: { world: string; close: () => void }) {
  const { t } = useTranslation('personalization');
  const preferences = useStore($personalisation).preferences;
  const query = personalSearchFilters(preferences, world);
  return (
    <>
      <p id="tm-personalisation-text" role="status" tabIndex={-1}>
        {t('popup.saved')}
      </p>
      <div className="tm-modal__actions">
        {query && (
          <Link className="tm-button" to={href('searchResults', {}, world, { query: { ...query } })} onClick={close}>
            {t('popup.showMaterials')}
          </Link>
        )}
        <button type="button" className="tm-button tm-button--primary" onClick={close}>
          {t('popup.close')}
        </button>
      </div>
    </>
  );
}

/** spec §2 school types as the catalogue names them in this world ("all" is no choice). */
const schoolTypeOptions = (data: FiltersResponse) =>
  data.items.school_type.filter((o) => o.id !== 'all').map((o) => ({ value: String(o.id), label: o.title }));
const subjectOptions = (data: FiltersResponse) => data.items.subject.map((o) => ({ value: String(o.id), label: o.title }));
