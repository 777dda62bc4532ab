/**
 * The post editor (spec §2 cabinet /post-editor): the bodies and answers of the author's own posts.
 * The markup renderer both sides run (the API to store the body, the editor for its preview) is
 * plain code in ../rules/markup; only @sinclair/typebox and ../rules may be imported here.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BLOG_POST_LIMITS } from '../rules/blog-post';

export { BLOG_POST_LIMITS };
export { postExcerpt, renderPostMarkup, sourceFromHtml } from '../rules/markup';

export const BlogPostBodySchema = Type.Object(
  {
    title: Type.String({ minLength: BLOG_POST_LIMITS.title.min, maxLength: BLOG_POST_LIMITS.title.max }),
    source: Type.String({ minLength: BLOG_POST_LIMITS.source.min, maxLength: BLOG_POST_LIMITS.source.max }),
  },
  { additionalProperties: false },
);
export type BlogPostBody = Static<typeof BlogPostBodySchema>;

export const OwnBlogPostSchema = Type.Object({
  id: Type.Integer(),
  world: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  /** What the author wrote (posts from before the editor: their text without tags). */
  source: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
});
export type OwnBlogPost = Static<typeof OwnBlogPostSchema>;
export const OwnBlogPostResponseSchema = Type.Object({ item: OwnBlogPostSchema });
export type OwnBlogPostResponse = Static<typeof OwnBlogPostResponseSchema>;
export const OwnBlogPostsResponseSchema = Type.Object({ items: Type.Array(OwnBlogPostSchema) });
export type OwnBlogPostsResponse = Static<typeof OwnBlogPostsResponseSchema>;
