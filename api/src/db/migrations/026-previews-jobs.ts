import { jobsSchemaSql } from '../../jobs/schema';

/**
 * Issue 12: a job queue on PostgreSQL (pg-boss's schema `pgboss`, see api/src/jobs/) and previews
 * rendered from the seller's own pages.
 *
 * - materials.preview_pages: how many pages the seller shows as preview (1-5, default 3).
 * - material_previews: one row per material whose previews were asked for. `version` goes up with
 *   every render request (upload, new file, new page count, retry); images are stored under
 *   previews/<material>/<version>/<n>.webp, watermarked only. `ready_version` / `ready_sizes` are
 *   the last finished render the public image URLs serve (NULL while none is usable, e.g. right
 *   after the file was replaced). A render that fails keeps its reason for the seller.
 */
export const sql = /* sql */ `
${jobsSchemaSql()}

ALTER TABLE materials ADD COLUMN preview_pages smallint NOT NULL DEFAULT 3 CHECK (preview_pages BETWEEN 1 AND 5);

CREATE TABLE material_previews (
  material_id int PRIMARY KEY REFERENCES materials(id) ON DELETE CASCADE,
  version int NOT NULL CHECK (version > 0),
  state text NOT NULL CHECK (state IN ('queued', 'rendering', 'ready', 'failed')),
  pages_total int NOT NULL DEFAULT 0 CHECK (pages_total BETWEEN 0 AND 5),
  pages_done int NOT NULL DEFAULT 0 CHECK (pages_done BETWEEN 0 AND 5),
  -- How the images were made: the PDF's pages, an office file's first page, or a typed cover.
  source text CHECK (source IN ('pdf', 'office', 'cover')),
  -- The storage key of the file the last render drew, so a changed file list is noticed.
  source_key text,
  error_code text,
  error_message text,
  ready_version int,
  -- [[width, height], ...] of the ready images, so pages reserve their space before loading.
  ready_sizes jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'failed') = (error_code IS NOT NULL))
);
`;
