export { getBoughtMaterials, getFilters, getMaterial, searchMaterials, suggest } from './catalog';
export type { SearchParams } from './catalog';
export { getAuthor, getAuthorMaterials, getBlogPost } from './authors';
export type { AuthorMaterialsResponse } from './authors';
export { getAiTools, getHelpTopics } from './content';
