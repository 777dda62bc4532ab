import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import type { Db } from './db';
import type { TypeBoxProvider } from './lib/schema';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxProvider>;

/** What every route module gets: the database and the validated config. No other process state. */
export interface Ctx {
  db: Db;
  config: Config;
}
