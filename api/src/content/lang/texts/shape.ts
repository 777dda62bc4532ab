/**
 * What the demo shows of a supplementary world besides its catalogue labels (minor.ts): author
 * subtitles and bios, comments, rating texts and a few blog posts. The texts themselves are data,
 * one JSON file per group of languages (index.ts lists the groups).
 */
export interface MinorTexts {
  subtitles: string[];
  bios: string[];
  comments: string[];
  ratings: string[];
  posts: { title: string; paragraphs: string[] }[];
}
