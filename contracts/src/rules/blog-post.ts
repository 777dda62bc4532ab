/** The post editor's limits (title, markup source, list excerpt), checked by the API and shown by the editor. */
export const BLOG_POST_LIMITS = { title: { min: 3, max: 150 }, source: { min: 20, max: 20000 }, excerpt: 240 } as const;
