import {
  apiErrorBody, EmptyState, href, invalidateQueries, parseRegistry, REMOTE_NAMES, saveBlob, useQuery, type PageProps, type Registry,
  type RegistryCheckProblem, type RegistryVersion, type RemoteHealth, type RemoteName, type RemotesState,
} from '@teachmarket/shared-kit';
import { registryChanges, registryDocument, withoutWorldOverride, withRemoteVersion } from '@teachmarket/contracts/registry-edit';
import { Field, QueryView } from '@teachmarket/shared-kit/page-ui';
import {
  checkRegistry, getRegistryHealth, getRegistryHistory, getRemotesState, restoreRegistry, saveRegistry,
} from '@teachmarket/shared-kit/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { actionError, dateTime } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';

/** What a change makes stale: the registry, its health, its history, the audit log. */
const AFTER_SAVE = ['operatorRemotes', 'operatorRemotesHealth', 'operatorRemotesHistory', 'operatorAudit'];
const ALL = '';

/**
 * Issue 19 "remotes per world": the registry every world runs (remote x world: version, entry,
 * health), pin a version everywhere, canary one in a world, roll a world back, and return to any
 * earlier registry. Each change is checked by the API before it is saved (the build's manifest
 * answers, names this remote, version and contract) and audited; the servers serve it within seconds.
 */
export default function RemotesPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  const page = Math.max(1, Number(query.get('page')) || 1);
  const [notice, setNotice] = useState('');
  const state = useQuery(['operatorRemotes'], () => getRemotesState());
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.remotes')}>
      <p className="tm-settings-note">{t('remotes.intro')}</p>
      <p className="tm-settings-ok" role="status">{notice}</p>
      <QueryView query={state}>
        {(s) => <RegistryTable state={s} onDone={setNotice} />}
      </QueryView>
      <History world={world} page={page} basedOn={state.status === 'success' ? state.data.id : undefined} onDone={setNotice} />
    </OperatorLayout>
  );
}

type Translate = ReturnType<typeof useTranslation<'operator'>>['t'];

/** A problem the API found in a change, in the reader's language. */
function problemText(t: Translate, p: RegistryCheckProblem) {
  return t(`remotes.problems.${p.code}` as 'remotes.problems.invalid', { remote: p.remote ?? '', world: p.world ?? t('remotes.allWorlds'), defaultValue: p.message });
}

/**
 * Checks a registry, then saves it on the version the page shows. Answers an error text for the
 * confirm step, or null when it is saved.
 */
async function checkAndSave(t: Translate, registry: Registry, basedOn: number | null, action: 'pin' | 'canary' | 'rollback' | 'edit', done: string, onDone: (s: string) => void) {
  try {
    const { problems } = await checkRegistry(registry);
    if (problems.length) return problems.map((p) => problemText(t, p)).join(' ');
    await saveRegistry({ registry, basedOn, action });
    invalidateQueries(...AFTER_SAVE);
    onDone(done);
    return null;
  } catch (error) {
    return savedError(t, error, onDone);
  }
}

function savedError(t: Translate, error: unknown, onDone: (s: string) => void): string | null {
  const { code } = apiErrorBody(error);
  if (code === 'registry_changed') {
    invalidateQueries(...AFTER_SAVE);
    onDone(t('errors.stale'));
    return null;
  }
  if (code === 'no_change') return t('remotes.noChange');
  if (code === 'registry_check_failed') return t('remotes.problems.generic');
  return actionError(t, error, AFTER_SAVE).message;
}

function Health({ items, remote, entry }: { items: RemoteHealth[] | null; remote: string; entry: string }) {
  const { t } = useTranslation('operator');
  if (items === null) return <span className="tm-operator__muted">{t('remotes.health.checking')}</span>;
  const h = items.find((i) => i.remote === remote && i.entry === entry);
  if (!h) return <>–</>;
  return (
    <span className={h.ok ? 'tm-operator__health tm-operator__health--ok' : 'tm-operator__health tm-operator__health--bad'} data-testid="remote-health">
      {h.ok ? t('remotes.health.ok') : problemText(t, h.problem!)}
      {h.failuresLastHour > 0 && <> · {t('remotes.health.failures', { n: h.failuresLastHour })}</>}
    </span>
  );
}

function RegistryTable({ state, onDone }: { state: RemotesState; onDone: (s: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const [shownWorld, setShownWorld] = useState(ALL);
  const health = useQuery(['operatorRemotesHealth'], () => getRegistryHealth(), { freshFor: 30_000 });
  const healthItems = health.status === 'success' ? health.data.items : null;
  const registry = parseRegistry(state.registry).registry;
  const rows = REMOTE_NAMES.filter((name) => registry.remotes[name]);
  if (rows.length === 0) return <EmptyState>{t('remotes.empty')}</EmptyState>;
  return (
    <section className="tm-operator__section" aria-labelledby="remotes-registry">
      <h2 id="remotes-registry">{t('remotes.registry')}</h2>
      <p className="tm-settings-note">
        {state.id === null ? t('remotes.fromServers') : t('remotes.savedVersion', { id: state.id, date: dateTime(i18n.language, state.savedAt!, true) })}
        {' '}{t('remotes.contract', { version: state.contractVersion })}
      </p>
      {health.status === 'error' && <p className="tm-field__error" role="alert">{t('remotes.health.failed')}</p>}
      <div className="tm-operator__fields">
        <Field id="remotes-world" label={t('remotes.showWorld')}>
          <select value={shownWorld} onChange={(e) => setShownWorld(e.target.value)}>
            <option value={ALL}>{t('remotes.allWorlds')}</option>
            {state.worlds.map((w) => <option key={w} value={w}>{w}</option>)}
          </select>
        </Field>
      </div>
      <DataTable
        testId="remotes-registry"
        rows={rows}
        rowKey={(name) => name}
        rowProps={(name) => ({ 'data-testid': `remote-${name}` })}
        columns={[
          { head: t('remotes.remote'), unlabelled: true, cell: (name) => <strong>{name}</strong> },
          {
            head: shownWorld === ALL ? t('remotes.allWorlds') : t('remotes.inWorld', { world: shownWorld }),
            cell: (name) => {
              const remote = registry.remotes[name]!;
              const cell = (shownWorld !== ALL && remote.worlds[shownWorld]) || remote;
              const own = shownWorld !== ALL && remote.worlds[shownWorld] !== undefined;
              return (
                <div className="tm-operator__cell">
                  <span data-testid="remote-version"><strong>{cell.version}</strong>{shownWorld !== ALL && <> ({own ? t('remotes.ownVersion') : t('remotes.defaultVersion')})</>}</span>
                  <code className="tm-operator__entry">{cell.entry}</code>
                  <Health items={healthItems} remote={name} entry={cell.entry} />
                </div>
              );
            },
          },
          { head: t('remotes.overrides'), cell: (name) => <Overrides state={state} registry={registry} name={name} health={healthItems} onDone={onDone} /> },
          { head: t('remotes.actions'), hiddenHead: true, unlabelled: true, cell: (name) => <ChangeVersion state={state} registry={registry} name={name} onDone={onDone} /> },
        ]}
      />
      <div className="tm-operator__actions">
        <button type="button" className="tm-button" onClick={() => download(registryDocument(registry))}>{t('remotes.export')}</button>
        <ServersRegistry state={state} registry={registry} onDone={onDone} />
      </div>
    </section>
  );
}

/** The registry in force as a `/remotes.json` file, for ops who keep it in Git (REMOTES_FILE). */
const download = (registry: Registry) =>
  saveBlob(new Blob([`${JSON.stringify(registry, null, 2)}\n`], { type: 'application/json' }), 'remotes.json');

/**
 * Back to the servers' own registry (their REMOTES_FILE or the generated one): after ops deployed a new
 * file, the console's saved registry would otherwise keep winning over it.
 */
function ServersRegistry({ state, registry, onDone }: { state: RemotesState; registry: Registry; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  if (!state.baseline) return null;
  const baseline = parseRegistry(state.baseline).registry;
  if (registryChanges(registry, baseline).length === 0) return null;
  return (
    <ConfirmStep label={t('remotes.useServers')} question={t('remotes.useServersQuestion')}
      onConfirm={() => checkAndSave(t, registryDocument(baseline), state.id, 'edit', t('remotes.usedServers'), onDone)} />
  );
}

/** The worlds that run another version than every other world, each with its one-step roll back. */
function Overrides({ state, registry, name, health, onDone }: { state: RemotesState; registry: Registry; name: RemoteName; health: RemoteHealth[] | null; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const remote = registry.remotes[name]!;
  const worlds = Object.keys(remote.worlds).sort();
  if (worlds.length === 0) return <span className="tm-operator__muted">{t('remotes.noOverrides')}</span>;
  return (
    <ul className="tm-operator__overrides">
      {worlds.map((w) => (
        <li key={w} data-testid={`override-${w}`}>
          <span><strong>{w}</strong>: {remote.worlds[w]!.version}</span>
          <Health items={health} remote={name} entry={remote.worlds[w]!.entry} />
          <ConfirmStep danger label={t('remotes.rollback', { world: w })}
            question={t('remotes.rollbackQuestion', { remote: name, world: w, version: remote.version })}
            onConfirm={() => checkAndSave(t, withoutWorldOverride(registry, name, w), state.id, 'rollback',
              t('remotes.rolledBack', { remote: name, world: w, version: remote.version }), onDone)} />
        </li>
      ))}
    </ul>
  );
}

/** Pin a built version in every world, or run it in one world (a canary); a world set to the common version is rolled back. */
function ChangeVersion({ state, registry, name, onDone }: { state: RemotesState; registry: Registry; name: RemoteName; onDone: (s: string) => void }) {
  const { t } = useTranslation('operator');
  const builds = state.builds[name] ?? [];
  const remote = registry.remotes[name]!;
  const [where, setWhere] = useState(ALL);
  const [version, setVersion] = useState('');
  const chosen = builds.find((b) => b.version === version) ?? builds.find((b) => b.version !== remote.version) ?? builds[0];
  if (!chosen) return null;
  const confirm = () => {
    const world = where === ALL ? null : where;
    const next = withRemoteVersion(registry, name, world, chosen);
    const action = world === null ? 'pin' : chosen.entry === remote.entry ? 'rollback' : 'canary';
    const done = world === null
      ? t('remotes.pinned', { remote: name, version: chosen.version })
      : t('remotes.canaried', { remote: name, world, version: chosen.version });
    return checkAndSave(t, next, state.id, action, done, onDone);
  };
  return (
    <ConfirmStep primary label={t('remotes.change', { remote: name })} question={t('remotes.changeQuestion', { remote: name })} onConfirm={confirm}>
      <div className="tm-operator__fields">
        <Field id={`where-${name}`} label={t('remotes.where')}>
          <select value={where} onChange={(e) => setWhere(e.target.value)}>
            <option value={ALL}>{t('remotes.allWorlds')}</option>
            {state.worlds.map((w) => <option key={w} value={w}>{w}</option>)}
          </select>
        </Field>
        <Field id={`version-${name}`} label={t('remotes.version')}>
          <select value={chosen.version} onChange={(e) => setVersion(e.target.value)}>
            {builds.map((b) => <option key={b.entry} value={b.version}>{b.version}</option>)}
          </select>
        </Field>
      </div>
    </ConfirmStep>
  );
}

function History({ world, page, basedOn, onDone }: { world: string; page: number; basedOn: number | null | undefined; onDone: (s: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const history = useQuery(['operatorRemotesHistory', page], () => getRegistryHistory(page));
  const change = (v: RegistryVersion) => v.changes.map((c) =>
    t('remotes.changeLine', { remote: c.remote, world: c.world ?? t('remotes.allWorlds'), before: c.before?.version ?? t('remotes.defaultVersion'), after: c.after?.version ?? t('remotes.defaultVersion') }));
  const restore = async (v: RegistryVersion) => {
    if (basedOn === undefined) return t('errors.generic');
    try {
      await restoreRegistry(v.id, basedOn);
      invalidateQueries(...AFTER_SAVE);
      onDone(t('remotes.restored', { id: v.id }));
      return null;
    } catch (error) {
      return savedError(t, error, onDone);
    }
  };
  return (
    <section className="tm-operator__section" aria-labelledby="remotes-history">
      <h2 id="remotes-history">{t('remotes.history')}</h2>
      <QueryView query={history}>
        {({ items, total, per_page }) => (items.length === 0 ? <EmptyState>{t('remotes.noHistory')}</EmptyState> : (
          <>
            <DataTable
              testId="remotes-history"
              rows={items}
              rowKey={(v) => v.id}
              columns={[
                { head: t('remotes.version'), unlabelled: true, cell: (v) => <strong>{t('remotes.versionId', { id: v.id })}{v.current && <> · {t('remotes.current')}</>}</strong> },
                { head: t('audit.when'), cell: (v) => <time dateTime={v.savedAt}>{dateTime(i18n.language, v.savedAt, true)}</time> },
                { head: t('audit.who'), cell: (v) => v.operator?.email ?? t('remotes.actionNames.baseline') },
                { head: t('audit.action'), cell: (v) => t(`remotes.actionNames.${v.action}` as 'remotes.actionNames.pin') + (v.restoredFrom ? ` (${t('remotes.versionId', { id: v.restoredFrom })})` : '') },
                { head: t('remotes.changes'), cell: (v) => (v.changes.length ? <ul className="tm-operator__changes">{change(v).map((line) => <li key={line}>{line}</li>)}</ul> : '–') },
                {
                  head: t('remotes.actions'), hiddenHead: true, unlabelled: true, cell: (v) => (v.current ? null : (
                    <ConfirmStep label={t('remotes.restore', { id: v.id })} question={t('remotes.restoreQuestion', { id: v.id })} onConfirm={() => restore(v)} />
                  )),
                },
              ]}
            />
            <ListPager page={page} total={total} perPage={per_page} label={t('remotes.history')} to={(p) => href('operatorRemotes', {}, world, { query: { page: p } })} />
          </>
        ))}
      </QueryView>
    </section>
  );
}
