import type { Ctx } from '../context';
import { demoSource } from './demo/demo-source';
import { legacyUploadSource } from './legacy-upload';

/** One file a buyer receives, as kept in storage (`material_files`, migration 025). */
export interface SourceFile {
  key: string;
  name: string;
  type: 'pdf' | 'docx' | 'pptx' | 'zip';
  contentType: string;
  size: number;
  position: number;
}

interface FileRow { position: number; type: SourceFile['type']; storage_key: string; name: string; content_type: string; size_bytes: number | string }

interface MaterialRow { id: number; material_type: string; has_legacy_upload: boolean }

const toSource = (r: FileRow): SourceFile => ({
  key: r.storage_key, name: r.name, type: r.type, contentType: r.content_type, size: Number(r.size_bytes), position: r.position,
});

/**
 * The files of a material in their order: what the seller uploaded (stored through ctx.storage).
 * A seeded demo material has no upload: its PDF is generated on first need and kept in storage
 * (never at seed time: the bench seeds 100,000 materials). A bundle delivers its parts' files.
 * An unknown or deleted material has none.
 */
export async function materialSources(ctx: Ctx, materialId: number): Promise<SourceFile[]> {
  const stored = await storedSources(ctx, materialId);
  if (stored.length) return stored;
  const [m] = await ctx.db.query<MaterialRow>(
    `SELECT m.id, m.material_type, EXISTS (SELECT 1 FROM material_uploads u WHERE u.material_id = m.id) AS has_legacy_upload
       FROM materials m WHERE m.id = $1 AND m.status <> 'deleted'`,
    [materialId],
  );
  if (!m) return [];
  // Uploads from before migration 025 lie in DATA_DIR/uploads/materials: moved into storage once.
  if (m.has_legacy_upload) return legacyUploadSource(ctx, materialId);
  if (m.material_type === 'bundle') return bundleSources(ctx, materialId);
  const demo = await demoSource(ctx, materialId);
  return demo ? [demo] : [];
}

/** The bytes of the material's first PDF file (the preview renderer draws its pages), or null. */
export async function materialPdf(ctx: Ctx, materialId: number): Promise<Buffer | null> {
  const pdf = (await materialSources(ctx, materialId)).find((f) => f.type === 'pdf');
  return pdf ? ctx.storage.get(pdf.key) : null;
}

async function storedSources(ctx: Ctx, materialId: number): Promise<SourceFile[]> {
  const rows = await ctx.db.query<FileRow>(
    `SELECT position, type, storage_key, name, content_type, size_bytes FROM material_files
      WHERE material_id = $1 AND storage_key IS NOT NULL ORDER BY position`,
    [materialId],
  );
  return rows.map(toSource);
}

/** A bundle (spec §2: several materials sold together) delivers the first file of each part. */
async function bundleSources(ctx: Ctx, bundleId: number): Promise<SourceFile[]> {
  const parts = await ctx.db.query<{ material_id: number }>(
    `SELECT b.material_id FROM bundle_items b JOIN materials m ON m.id = b.material_id
      WHERE b.bundle_id = $1 AND m.material_type <> 'bundle' ORDER BY b.material_id`,
    [bundleId],
  );
  const files: SourceFile[] = [];
  for (const part of parts) {
    const first = (await materialSources(ctx, part.material_id))[0];
    if (first) files.push({ ...first, position: files.length });
  }
  return files;
}
