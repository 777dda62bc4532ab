import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import type { Db } from './db';
import type { TypeBoxProvider } from './lib/schema';
import type { Storage } from './storage';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxProvider>;

/** What every route module gets: the database, the validated config and file storage. No other process state. */
export interface Ctx {
  db: Db;
  config: Config;
  storage: Storage;
}
