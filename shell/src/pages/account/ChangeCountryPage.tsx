import { href, isWorld, setCountry, WORLDS, type World, unavailableWhile } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../layout/country-name';

/**
 * Change country (spec §2 account routes): the choice is stored for a year (spec §9, POST
 * /v3/location/set-country) and the visitor continues in that world's Teachmarket. A full page load,
 * because another world may run other remote versions (per-world registry overrides).
 */
export function ChangeCountryPage({ world, go = (url: string) => window.location.assign(url) }: { world: string; go?: (url: string) => void }) {
  const { t, i18n } = useTranslation('service-pages');
  const [choice, setChoice] = useState<World>(isWorld(world) ? world : 'de');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      await setCountry(choice);
      go(href('home', {}, choice));
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="tm-account" aria-labelledby="country-title">
      <h1 id="country-title">{t('changeCountry.title')}</h1>
      <form onSubmit={(e) => void submit(e)}>
        <p>{t('changeCountry.intro')}</p>
        <label className="tm-field">
          <span>{t('changeCountry.label')}</span>
          <select value={choice} onChange={(e) => setChoice(e.target.value as World)}>
            {WORLDS.map((w) => (
              <option key={w} value={w}>
                {countryName(w, i18n)}
              </option>
            ))}
          </select>
        </label>
        {state === 'failed' && <p role="alert">{t('changeCountry.failed')}</p>}
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(state === 'busy')}>
          {t('changeCountry.submit')}
        </button>
      </form>
    </section>
  );
}
