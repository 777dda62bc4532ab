export declare const sourceDir: string;
export declare const distDir: string;
export declare const manifestPath: string;
export declare const sourceBundle: string;
export declare const bundles: readonly string[];
export declare const namespaces: readonly string[];
export declare const languageOfBundle: Readonly<Record<string, string>>;
