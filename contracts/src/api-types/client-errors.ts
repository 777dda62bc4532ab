import { Type, type Static } from '@sinclair/typebox';

// Issue 19 "errors and slowness": what the browsers reported, grouped for the operators' errors view.

export const ClientErrorGroupSchema = Type.Object({
  /** The report's code: remote_manifest, remote_entry, remote_chunk, remote_css, remote_timeout, remote_render, slow_request, … */
  code: Type.String(),
  remote: Type.Union([Type.String(), Type.Null()]),
  version: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer(),
  worlds: Type.Array(Type.String()),
  firstAt: Type.String({ format: 'date-time' }),
  lastAt: Type.String({ format: 'date-time' }),
  /** The newest report's message, as an example. */
  message: Type.String(),
  /** Reports per hour, oldest first (hours without a report are left out). */
  perHour: Type.Array(Type.Object({ hour: Type.String({ format: 'date-time' }), count: Type.Integer() })),
});
export type ClientErrorGroup = Static<typeof ClientErrorGroupSchema>;

export const ClientErrorsResponseSchema = Type.Object({
  hours: Type.Integer(),
  total: Type.Integer(),
  groups: Type.Array(ClientErrorGroupSchema),
});
export type ClientErrorsResponse = Static<typeof ClientErrorsResponseSchema>;
