import type { HttpClient, HttpMethod, RequestOptions } from '../src/api/http-client';

type Answer = unknown | ((options: RequestOptions | undefined) => unknown);

/** An error shaped like ky's HTTPError, as the API facade's callers see it. */
export function httpError(status: number, body?: unknown): Error {
  // ky 2 parses the error body into `data` before throwing (the response body is consumed then).
  return Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', response: { status }, ...(body === undefined ? {} : { data: body }) });
}

/**
 * An HttpClient answering from fixtures, for page component tests (the HTTP rules themselves are
 * tested in the shell against a real server). Keys are "get v1/search"; an Error value is thrown.
 * Every call is recorded in `calls`.
 */
export function createFixtureClient(answers: Record<string, Answer>): HttpClient & { calls: { method: HttpMethod; path: string; options?: RequestOptions }[] } {
  const calls: { method: HttpMethod; path: string; options?: RequestOptions }[] = [];
  return {
    calls,
    async request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
      calls.push({ method, path, options });
      const key = `${method} ${path}`;
      if (!(key in answers)) throw new Error(`No fixture for "${key}"`);
      const answer = answers[key];
      const value = typeof answer === 'function' ? (answer as (o: RequestOptions | undefined) => unknown)(options) : answer;
      if (value instanceof Error) throw value;
      return value as T;
    },
  };
}
