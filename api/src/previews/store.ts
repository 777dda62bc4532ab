import type { Queryable } from '../db';

export type PreviewState = 'queued' | 'rendering' | 'ready' | 'failed';

/** A material's row in material_previews (migration 026). */
export interface PreviewRow {
  material_id: number;
  version: number;
  state: PreviewState;
  pages_total: number;
  pages_done: number;
  source: 'pdf' | 'office' | 'cover' | null;
  source_key: string | null;
  error_code: string | null;
  error_message: string | null;
  ready_version: number | null;
  ready_sizes: [number, number][];
}

/** The seller's choice: 1-5 pages, default 3 (materials.preview_pages). */
export const MIN_PREVIEW_PAGES = 1;
export const MAX_PREVIEW_PAGES = 5;

/** Where the watermarked image of page n of a render lies in ctx.storage. Nothing else of a page is stored. */
export const previewKey = (materialId: number, version: number, page: number) => `previews/${materialId}/${version}/${page}.webp`;
export const versionPrefix = (materialId: number, version: number) => `previews/${materialId}/${version}/`;

export async function previewRow(db: Queryable, materialId: number): Promise<PreviewRow | null> {
  const [row] = await db.query<PreviewRow>(
    `SELECT material_id, version, state, pages_total, pages_done, source, source_key, error_code, error_message, ready_version, ready_sizes
       FROM material_previews WHERE material_id = $1`,
    [materialId],
  );
  return row ?? null;
}

/**
 * Starts a new render version: queued, progress reset. A new file makes the old images unusable at
 * once (they show a file the seller replaced); a new page count or a retry keeps them until the new
 * ones are ready, so the material page never loses its previews meanwhile.
 */
export async function bumpVersion(tx: Queryable, materialId: number, fileChanged: boolean): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO material_previews (material_id, version, state) VALUES ($1, 1, 'queued')
     ON CONFLICT (material_id) DO UPDATE SET version = material_previews.version + 1, state = 'queued', pages_done = 0, pages_total = 0,
            error_code = NULL, error_message = NULL, updated_at = now(),
            ready_version = CASE WHEN $2 THEN NULL ELSE material_previews.ready_version END,
            ready_sizes = CASE WHEN $2 THEN '[]'::jsonb ELSE material_previews.ready_sizes END
     RETURNING version`,
    [materialId, fileChanged],
  );
  return row!.version;
}

/** Updates of one render; each applies only while `version` is still the current one (a newer request wins). */
export const renderUpdates = (db: Queryable, materialId: number, version: number) => ({
  async rendering(total: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE material_previews SET state = 'rendering', pages_total = $3, pages_done = 0, updated_at = now()
        WHERE material_id = $1 AND version = $2 RETURNING 1`,
      [materialId, version, total],
    );
    return rows.length > 0;
  },
  async progress(done: number, total: number): Promise<void> {
    await db.query(
      `UPDATE material_previews SET pages_done = $3, pages_total = $4, updated_at = now() WHERE material_id = $1 AND version = $2`,
      [materialId, version, done, total],
    );
  },
  async ready(sizes: [number, number][], source: NonNullable<PreviewRow['source']>, sourceKey: string | null): Promise<boolean> {
    const rows = await db.query(
      `UPDATE material_previews SET state = 'ready', pages_total = $3, pages_done = $3, ready_version = $2, ready_sizes = $4::jsonb,
              source = $5, source_key = $6, updated_at = now()
        WHERE material_id = $1 AND version = $2 RETURNING 1`,
      [materialId, version, sizes.length, JSON.stringify(sizes), source, sourceKey],
    );
    return rows.length > 0;
  },
  async failed(code: string, message: string, sourceKey: string | null): Promise<void> {
    await db.query(
      `UPDATE material_previews SET state = 'failed', error_code = $3, error_message = $4, source_key = $5, updated_at = now()
        WHERE material_id = $1 AND version = $2`,
      [materialId, version, code, message, sourceKey],
    );
  },
});
