// Types for TypeScript callers (shared-kit's i18n tests build a dist folder with it).
export declare function contentHash(text: string): string;
export declare function buildLocales(options: {
  srcDir: string;
  outDir: string;
  languages: Readonly<Record<string, string>>;
  namespaces: readonly string[];
}): Record<string, string>;
