/** Parsing of the route patterns written in the table (spec §2 notation: `:name`, `:name?`, `:name*`). */

export type PatternSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean; readonly rest: boolean };

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)([?*]?)$/;

/** `/material/:id/:slug` → segments. Throws on a malformed pattern: the table is checked at load. */
export function parsePattern(pattern: string): PatternSegment[] {
  if (!pattern.startsWith('/')) throw new Error(`route pattern must start with "/": ${pattern}`);
  const parts = pattern.slice(1).split('/');
  const segments = parts.map((part, i): PatternSegment => {
    if (!part.startsWith(':')) {
      if (!/^[a-z0-9{}-]+$/.test(part)) throw new Error(`bad static segment "${part}" in ${pattern}`);
      return { kind: 'static', value: part };
    }
    const m = PARAM.exec(part);
    if (!m?.[1]) throw new Error(`bad param "${part}" in ${pattern}`);
    const optional = m[2] === '?' || m[2] === '*';
    if (optional && i !== parts.length - 1) throw new Error(`only the last param may be optional: ${pattern}`);
    return { kind: 'param', name: m[1], optional, rest: m[2] === '*' };
  });
  const names = segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
  if (new Set(names).size !== names.length) throw new Error(`duplicate param in ${pattern}`);
  return segments;
}

export function formatPattern(segments: readonly PatternSegment[]): string {
  const text = segments.map((s) => (s.kind === 'static' ? s.value : `:${s.name}${s.rest ? '*' : s.optional ? '?' : ''}`));
  return `/${text.join('/')}`;
}

/** Param names of a pattern, for the type of href's params (`/author/:id/:slug/:tab?` → id, slug; tab?). */
type SegmentsOf<P extends string> = P extends `/${infer S}`
  ? S extends `${infer Head}/${infer Tail}`
    ? Head | SegmentsOf<`/${Tail}`>
    : S
  : never;
type NamesOf<P extends string> = SegmentsOf<P> extends infer S ? (S extends `:${infer N}` ? N : never) : never;
type RequiredName<N> = N extends `${string}?` | `${string}*` ? never : N;
type OptionalName<N> = N extends `${infer M}?` ? M : N extends `${infer M}*` ? M : never;

export type ParamsOfPattern<P extends string, V> = { [K in RequiredName<NamesOf<P>>]: V } & {
  [K in OptionalName<NamesOf<P>>]?: V | undefined;
};
