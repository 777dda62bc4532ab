import type { i18n } from 'i18next';
import { changeWorldLanguage, worldFromPath } from '@teachmarket/shared-kit';

// Issue 16: a chunk of its own, loaded by bootstrap.tsx when start-up failed.

/**
 * Start-up failed (config unreadable, …): say so in the visitor's language when the locales can be
 * loaded (world from the path, else English), and offer a reload. The technical cause is reported.
 */
export async function showStartupError(i18n: i18n) {
  const root = document.getElementById('root');
  if (!root) return;
  try {
    await changeWorldLanguage(i18n, worldFromPath(window.location.pathname) ?? 'en');
    await i18n.loadNamespaces('common');
  } catch {
    // The locales are unreachable too: i18next answers with the English defaults below.
  }
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'tm-startup-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = i18n.t('common:startupError.title', { defaultValue: 'Teachmarket could not start.' });
  const detail = document.createElement('p');
  detail.textContent = i18n.t('common:apiError.body', { defaultValue: 'Check your connection and try again.' });
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'tm-button tm-button--primary';
  retry.textContent = i18n.t('common:startupError.reload', { defaultValue: 'Reload' });
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, detail, retry);
  root.appendChild(box);
}

