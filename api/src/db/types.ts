/** The one database interface the API uses; PGlite and node-postgres both implement it. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations, bulk seed). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Per-connection settings: the typo tolerance of the `<%` trigram operator used by suggest. */
export const SESSION_SETTINGS = 'SET pg_trgm.word_similarity_threshold = 0.45';
export const SESSION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.45';
