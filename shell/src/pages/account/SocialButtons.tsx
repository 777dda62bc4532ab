import { href, type AuthProvider } from '@teachmarket/shared-kit';
import { getAuthProviders } from '@teachmarket/shared-kit/page-api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSocialLogin } from './oidc';

// spec §4: Apple, Google, Facebook and Microsoft; brand names are not translated.
export const PROVIDER_NAMES: Record<string, string> = { apple_id: 'Apple', google: 'Google', facebook: 'Facebook', microsoft: 'Microsoft' };

/** Where the browser goes to start a login; replaced in tests. */
export const redirect = { to: (url: string) => window.location.assign(url) };

/**
 * spec §4: buttons only for the providers the API reports as configured (none when it reports none
 * or cannot be reached: the password form still works).
 */
/** returnTo: a same-site path to continue to after the login (the login page's checked ?returnTo), else home. */
export function SocialButtons({ world, returnTo }: { world: string; returnTo?: string }) {
  const { t } = useTranslation('login');
  const [providers, setProviders] = useState<AuthProvider[]>([]);

  useEffect(() => {
    let live = true;
    getAuthProviders().then(
      (r) => live && setProviders((r.providers ?? []).filter((p) => p.name in PROVIDER_NAMES)),
      () => live && setProviders([]),
    );
    return () => void (live = false);
  }, []);

  if (providers.length === 0) return null;
  return (
    <div className="tm-account__providers" data-testid="social-login">
      <p>{t('orWith')}</p>
      {providers.map((p) => (
        <button key={p.name} type="button" className="tm-button" onClick={() => redirect.to(startSocialLogin(p, world, returnTo ?? href('home', {}, world)))}>
          {t('provider', { provider: PROVIDER_NAMES[p.name] })}
        </button>
      ))}
    </div>
  );
}
