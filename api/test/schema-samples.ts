/**
 * Values built from a route's published (OpenAPI) JSON schema, for bad-input.test.ts: a valid
 * sample, the leaves of a sample (to break one at a time), and a value of the wrong type.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

export type Path = (string | number)[];
export const dotted = (path: Path) => path.join('.');

/** Strings tried, in order, against a pattern and length limits. */
const STRING_CANDIDATES = [
  'Matrix Sample', 'AbcdefghijKLMNOP12', 'abcdef', 'de', 'DE', 'none', '0123456789abcdef', 'abc_def', '1.svg', '1.webp',
  '1-0123456789abcdef.pdf', '10115', 'DE123456789', 'DEUTDEFF', 'https://www.facebook.com/teach',
  'https://www.instagram.com/teach', 'https://www.pinterest.de/teach', 'x',
];
const FORMATS: Record<string, string> = {
  email: 'bad-input-sample@example.org', 'date-time': '2031-01-01T00:00:00.000Z', date: '2031-01-01', uri: 'https://example.org/',
};

export function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function fits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

/** A valid value, or undefined when none could be built (the test then names the route). */
export function sample(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((b) => typeOf(b) !== 'null') ?? branches[0]!);
  switch (typeOf(schema)) {
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const found = STRING_CANDIDATES.find((c) => fits(schema, c));
      if (found) return found;
      const padded = 'a'.repeat(schema.minLength ?? 1);
      return fits(schema, padded) ? padded : undefined;
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, schema.maxItems === 0 ? 0 : 1);
      const item = schema.items ? sample(schema.items) : 'x';
      return Array.from({ length: count }, (_, i) => (typeof item === 'number' && i > 0 ? item + i : item));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(schema.properties ?? {})) out[name] = sample(sub);
      return out;
    }
    default:
      return 'x';
  }
}

/** Every property path of a schema with its sub-schema (objects, and the first item of arrays). */
export function leaves(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema; required: boolean }[] {
  const out: { path: Path; schema: JsonSchema; required: boolean }[] = [];
  if (typeOf(schema) === 'object') {
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      out.push({ path: [...path, name], schema: sub, required: (schema.required ?? []).includes(name) });
      out.push(...leaves(sub, [...path, name]));
    }
  } else if (typeOf(schema) === 'array' && schema.items) {
    out.push(...leaves(schema.items, [...path, 0]));
  }
  return out;
}

/** Object schemas (with named properties) inside a schema, by path: each must refuse unknown fields. */
export function objects(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const out: { path: Path; schema: JsonSchema }[] = [];
  if (typeOf(schema) === 'object' && schema.properties) out.push({ path, schema });
  for (const leaf of leaves(schema, path)) if (typeOf(leaf.schema) === 'object' && leaf.schema.properties) out.push({ path: leaf.path, schema: leaf.schema });
  return out;
}

/**
 * A value no coercion can turn into the schema's type (the API's Ajv coerces scalars and wraps
 * them in arrays), or undefined when the schema accepts several kinds (anyOf over types).
 */
export function wrongValue(schema: JsonSchema): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.some((b) => typeOf(b) === 'object' || typeOf(b) === 'array')) return undefined;
  switch (branches ? typeOf(branches[0]!) : typeOf(schema)) {
    case 'string':
    case 'array':
      return { wrong: 'type' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

export function setAt(target: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
