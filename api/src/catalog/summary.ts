import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { packFor } from '../content/lang';
import type { MaterialType } from '../content/types';
import { toMajor } from '../lib/text';
import type { PreviewState } from '../previews/store';
import { isWorld } from '../worlds';
import { absolute, previewUrls } from './urls';

/**
 * Columns every material listing selects (alias m = materials, u = author) but its subjects: alone for a
 * statement that reads the subjects of many materials once (each summary's subquery scans all 324
 * subjects: 0.05 ms a material; cart/store.ts).
 */
export const SUMMARY_COLUMNS_BUT_SUBJECTS = `
  m.id, m.slug, m.title, m.world, m.language, m.price_cents, m.final_price_cents, m.currency_code, m.discount, m.sale,
  m.is_bundle, m.rating_sum, m.rating_count, m.best_in_categories, m.created_at, m.interactive_id, m.material_type,
  m.grades, m.pages, u.id AS author_id, u.slug AS author_slug, u.public_name AS author_name, u.image_path AS author_image,
  m.preview_pages, pv.state AS preview_state, pv.ready_version AS preview_version, pv.ready_sizes AS preview_sizes`;

/** The summary's subjects (id and title, by id) from `table`: subjects, or a statement's own few (cart/store.ts). */
export const subjectsFrom = (table: string) => `(SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title) ORDER BY s.id), '[]'::json)
     FROM ${table} s WHERE s.id = ANY(m.subject_ids)) AS subjects`;

export const SUMMARY_COLUMNS = `${SUMMARY_COLUMNS_BUT_SUBJECTS},
  ${subjectsFrom('subjects')}`;

export const SUMMARY_FROM = 'materials m JOIN users u ON u.id = m.author_id LEFT JOIN material_previews pv ON pv.material_id = m.id';

/**
 * Issue 17: the summary row of material `idExpr` as ONE json value (a scalar subquery), so a page's
 * ids and their summaries come in one statement and the driver parses one column per row instead of
 * 28 (created_at arrives as text: fromSummaryJson). NULL when the material is gone.
 */
export const summaryJson = (idExpr: string): string =>
  `(SELECT row_to_json(r) FROM (SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = ${idExpr}) r)`;

/** A summaryJson value as the row toSummary takes (in place: the parsed JSON is not shared). */
export function fromSummaryJson(json: Omit<SummaryRow, 'created_at'> & { created_at: string | Date }): SummaryRow {
  if (typeof json.created_at === 'string') json.created_at = new Date(json.created_at);
  return json as SummaryRow;
}

export interface SummaryRow {
  id: number; slug: string; title: string; world: string; language: string; price_cents: number;
  final_price_cents: number; currency_code: string; discount: number; sale: boolean; is_bundle: boolean;
  rating_sum: number; rating_count: number; best_in_categories: string[]; created_at: Date; interactive_id: number | null;
  material_type: string; grades: number[]; pages: number; author_id: number; author_slug: string; author_name: string;
  author_image: string | null; subjects: Array<{ id: number; title: string }>;
  /** Previews (migration 026): the seller's page count and the served render, if any. */
  preview_pages: number; preview_state: PreviewState | null; preview_version: number | null; preview_sizes: [number, number][] | null;
}

/**
 * Whether the material has preview images to show: a finished render, or none yet (drawn on the
 * first request). A material whose file cannot be drawn shows none rather than a broken image.
 */
export const hasPreviews = (row: Pick<SummaryRow, 'preview_state' | 'preview_version'>): boolean =>
  row.preview_version !== null || row.preview_state !== 'failed';

export function toSummary(row: SummaryRow, baseUrl: string): MaterialSummary {
  const pack = packFor(isWorld(row.world) ? row.world : 'de');
  const average = row.rating_count ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : 0;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    world: row.world,
    language: row.language,
    price: toMajor(row.price_cents),
    finalPrice: toMajor(row.final_price_cents),
    currencyCode: row.currency_code,
    discount: row.discount,
    sale: row.sale,
    isFree: row.final_price_cents === 0,
    isBundle: row.is_bundle,
    rating: { average, count: row.rating_count },
    author: { id: row.author_id, slug: row.author_slug, publicName: row.author_name, imagePath: absolute(baseUrl, row.author_image) },
    firstPreviewImage: hasPreviews(row) ? previewUrls(baseUrl, row.id, 1, row.preview_version) : null,
    bestInCategories: row.best_in_categories,
    createdAt: row.created_at.toISOString(),
    interactiveId: row.interactive_id,
    materialType: { id: row.material_type, title: pack.materialTypes[row.material_type as MaterialType] ?? row.material_type },
    subjects: row.subjects,
    grades: row.grades,
  };
}
