import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';
import { ErrorBodySchema, WORLDS } from '@teachmarket/contracts/api-types';

/**
 * Type provider for @sinclair/typebox 0.34 (the version @teachmarket/contracts uses). The published
 * @fastify/type-provider-typebox 6 targets the new `typebox` 1.x package; validation itself is
 * Fastify's own Ajv, so this is all that is needed for typed handlers.
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** A string enum as JSON Schema `enum` (clear Ajv messages, unlike anyOf of literals). */
export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** spec §7: every versioned call takes ?world (default de). */
export const WorldParam = StringEnum(WORLDS, { default: 'de', description: 'World code (spec §1)' });
export const WorldQuery = Type.Object({ world: WorldParam });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 200, default: 24 }),
};

export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
