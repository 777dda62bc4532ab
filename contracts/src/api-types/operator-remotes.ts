import { Type, type Static } from '@sinclair/typebox';

// Issue 19 "remotes per world": the operators' console reads, checks and saves the remote registry
// (the `/remotes.json` document, contracts/src/remote-registry.ts), keeps every saved version and
// returns to any of them in one step. Every save is audited with the cells it changed.

const Url = Type.String({ minLength: 1, maxLength: 2000 });
// Unknown fields are refused (400 naming the field), as in every body the API takes.
const strict = { additionalProperties: false } as const;
export const RegistryEntrySchema = Type.Object({
  entry: Url,
  version: Type.String({ minLength: 1, maxLength: 100 }),
  serverEntry: Type.Optional(Url),
}, strict);
/** The registry document as `/remotes.json` has it (checked in full by parseRegistry). */
export const RegistryDocSchema = Type.Object({
  remotes: Type.Record(Type.String(), Type.Object({
    entry: Url,
    version: Type.String({ minLength: 1, maxLength: 100 }),
    serverEntry: Type.Optional(Url),
    worlds: Type.Optional(Type.Record(Type.String(), RegistryEntrySchema)),
  }, strict)),
}, strict);
export type RegistryDoc = Static<typeof RegistryDocSchema>;

/** What a registry was saved as: a change in the console, a return to an earlier one, or the one the servers started with. */
export const REGISTRY_ACTIONS = ['pin', 'canary', 'rollback', 'edit', 'restore', 'baseline'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];
const ActionSchema = Type.Unsafe<RegistryAction>({ type: 'string', enum: [...REGISTRY_ACTIONS] });

/** One built version of a remote the servers offer (scripts/serve.mjs: dist/ and dist-*\/). */
export const RemoteBuildSchema = Type.Object({
  version: Type.String(),
  entry: Type.String(),
  serverEntry: Type.Optional(Type.String()),
});
export type RemoteBuild = Static<typeof RemoteBuildSchema>;

export const RemotesStateSchema = Type.Object({
  /** The saved version in force; null: none saved yet, the servers' own registry (file or generated) is in force. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  savedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  registry: RegistryDocSchema,
  /** The servers' own registry (REMOTES_FILE or generated), to return to after a new file was deployed; null when the API was not told. */
  baseline: Type.Union([Type.Null(), RegistryDocSchema]),
  /** Per remote, the built versions to choose from. */
  builds: Type.Record(Type.String(), Type.Array(RemoteBuildSchema)),
  worlds: Type.Array(Type.String()),
  contractVersion: Type.Integer(),
});
export type RemotesState = Static<typeof RemotesStateSchema>;

/** A problem found in a registry before it is saved. */
export const REGISTRY_CHECK_CODES = [
  'invalid', 'unreachable', 'not_json', 'wrong_remote', 'version_mismatch', 'contract_mismatch', 'contract_unknown', 'server_entry_unreachable',
] as const;
export type RegistryCheckCode = (typeof REGISTRY_CHECK_CODES)[number];
export const RegistryCheckProblemSchema = Type.Object({
  code: Type.Unsafe<RegistryCheckCode>({ type: 'string', enum: [...REGISTRY_CHECK_CODES] }),
  remote: Type.Union([Type.String(), Type.Null()]),
  world: Type.Union([Type.String(), Type.Null()]),
  entry: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type RegistryCheckProblem = Static<typeof RegistryCheckProblemSchema>;
export const RegistryCheckResponseSchema = Type.Object({ problems: Type.Array(RegistryCheckProblemSchema) });
export type RegistryCheckResponse = Static<typeof RegistryCheckResponseSchema>;

export const RegistryCheckBodySchema = Type.Object({ registry: RegistryDocSchema }, { additionalProperties: false });
export const RegistrySaveBodySchema = Type.Object({
  registry: RegistryDocSchema,
  /** The saved version the change was made on (null: none saved yet); another operator's save in between answers 409. */
  basedOn: Type.Union([Type.Null(), Type.Integer()]),
  action: Type.Unsafe<Exclude<RegistryAction, 'restore' | 'baseline'>>({ type: 'string', enum: ['pin', 'canary', 'rollback', 'edit'] }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });
export type RegistrySaveBody = Static<typeof RegistrySaveBodySchema>;
export const RegistryRestoreBodySchema = Type.Object({ basedOn: Type.Union([Type.Null(), Type.Integer()]) }, { additionalProperties: false });

export const RegistryChangeSchema = Type.Object({
  remote: Type.String(),
  world: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([RegistryEntrySchema, Type.Null()]),
  after: Type.Union([RegistryEntrySchema, Type.Null()]),
});
export const RegistryVersionSchema = Type.Object({
  id: Type.Integer(),
  savedAt: Type.String({ format: 'date-time' }),
  action: ActionSchema,
  operator: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }), Type.Null()]),
  /** The version it returned to (restore). */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  /** What it changed against the version before it. */
  changes: Type.Array(RegistryChangeSchema),
  current: Type.Boolean(),
});
export type RegistryVersion = Static<typeof RegistryVersionSchema>;
export const RegistryHistoryResponseSchema = Type.Object({
  items: Type.Array(RegistryVersionSchema), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(),
});
export type RegistryHistoryResponse = Static<typeof RegistryHistoryResponseSchema>;
export const RegistrySavedResponseSchema = Type.Object({ id: Type.Integer(), registry: RegistryDocSchema, changes: Type.Array(RegistryChangeSchema) });
export type RegistrySavedResponse = Static<typeof RegistrySavedResponseSchema>;

/** Health of one entry in force: its manifest answers and is the right remote, version and contract; load failures reported by browsers in the last hour. */
export const RemoteHealthSchema = Type.Object({
  remote: Type.String(),
  entry: Type.String(),
  version: Type.String(),
  ok: Type.Boolean(),
  problem: Type.Union([RegistryCheckProblemSchema, Type.Null()]),
  failuresLastHour: Type.Integer(),
});
export type RemoteHealth = Static<typeof RemoteHealthSchema>;
export const RemotesHealthResponseSchema = Type.Object({ items: Type.Array(RemoteHealthSchema) });
export type RemotesHealthResponse = Static<typeof RemotesHealthResponseSchema>;

/** The registry the servers serve (scripts/serve.mjs polls it): the newest saved version, or 404 when none is saved. */
export const PublishedRegistryResponseSchema = Type.Object({ id: Type.Integer(), registry: RegistryDocSchema });
