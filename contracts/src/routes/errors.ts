export type RouteErrorCode =
  'UNKNOWN_ROUTE' | 'UNKNOWN_WORLD' | 'ROUTE_NOT_IN_WORLD' | 'MISSING_PARAM' | 'INVALID_PARAM' | 'NOT_ADDRESSABLE';

/** Thrown by href(): a code to switch on, the route/world/param at fault, a message a person can act on. */
export class RouteError extends Error {
  override readonly name = 'RouteError';
  constructor(
    readonly code: RouteErrorCode,
    message: string,
    readonly routeId: string,
    readonly world?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}
