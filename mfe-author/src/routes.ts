import React from 'react';
import { remoteRoutes } from '@teachmarket/shared-kit';

/** mfe_author's contract: the author page, the user profile and the blog post (custom domains, post editor: later issues). */
export default remoteRoutes('mfe_author', { version: __APP_VERSION__, react: React }, {
  author: () => import(/* webpackChunkName: "page-author" */ './features/author/AuthorPage'),
  userProfile: () => import(/* webpackChunkName: "page-user-profile" */ './features/user-profile/UserProfilePage'),
  blogPost: () => import(/* webpackChunkName: "page-blog-post" */ './features/blog-post/BlogPostPage'),
  postEditor: () => import(/* webpackChunkName: "page-post-editor" */ './features/post-editor/PostEditorPage'),
});
