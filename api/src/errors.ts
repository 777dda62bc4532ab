import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error a client can act on: HTTP status + machine-readable code (+ input field at fault). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id?: number | string) =>
  new ApiError(404, 'not_found', id === undefined ? `${what} not found` : `${what} ${id} not found`);
export const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);
/** spec §4: 401 carries a reason the client switches on (terms_not_accepted keeps the session). */
export const unauthorized = (reason: 'invalid_token' | 'expired' | 'terms_not_accepted' | 'login_required', message: string) =>
  new ApiError(401, 'unauthorized', message, undefined, reason);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The input field an Ajv error is about, dotted (`items.0.id`), or undefined for the whole input. */
export function fieldOf(e: AjvError): string | undefined {
  const base = (e.instancePath ?? '').split('/').filter(Boolean);
  const extra = e.params?.missingProperty ?? e.params?.additionalProperty;
  if (typeof extra === 'string') base.push(extra);
  return base.length ? base.join('.') : undefined;
}

export function describeValidation(e: AjvError, context: string): string {
  const field = fieldOf(e);
  const where = field ? `${context} field "${field}"` : context;
  switch (e.keyword) {
    case 'required':
      return `${where} is required`;
    case 'additionalProperties':
      return `${where} is not allowed`;
    case 'enum':
      return `${where} must be one of: ${(e.params?.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}`;
    default:
      return `${where} ${e.message ?? 'is invalid'}`;
  }
}

/** One JSON error shape for everything; a client mistake is never a 500. */
export function errorHandler(error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) } };
    if (error.reason) body.reason = error.reason;
    return reply.status(error.statusCode).send(body);
  }
  if (error.validation?.length) {
    const first = error.validation[0] ?? {};
    const field = fieldOf(first);
    return reply.status(400).send({
      error: { code: 'validation_failed', message: describeValidation(first, error.validationContext ?? 'input'), ...(field ? { field } : {}) },
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const codes: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json', FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type', FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
    };
    const code = codes[error.code] ?? (status === 429 ? 'rate_limited' : error.name === 'SyntaxError' ? 'invalid_json' : 'bad_request');
    return reply.status(status).send({ error: { code, message: error.message } });
  }
  // PostgreSQL data exceptions (class 22) come from input that slipped past a schema: still the client's.
  const pgCode = (error as { code?: unknown }).code;
  if (typeof pgCode === 'string' && pgCode.startsWith('22')) {
    return reply.status(400).send({ error: { code: 'invalid_input', message: 'The input could not be processed' } });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
}
