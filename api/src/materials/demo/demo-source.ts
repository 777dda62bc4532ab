import { createHash } from 'node:crypto';
import type { Ctx } from '../../context';
import type { SourceFile } from '../source';
import { DEMO_VERSION, demoPdf, type DemoMaterial } from './demo-pdf';

/** Generations under way in this process, so simultaneous first downloads render once. */
const pending = new Map<string, Promise<number>>();

/**
 * The generated PDF of a seeded material (it has no upload). Its key names a fingerprint of
 * everything the PDF shows, so the file is generated once, and again only after the material
 * changes. Generation is deterministic and storage writes are atomic: two API processes that
 * generate the same file at once both write the same bytes.
 */
export async function demoSource(ctx: Ctx, materialId: number): Promise<SourceFile | null> {
  const [m] = await ctx.db.query<DemoMaterial & { slug: string }>(
    `SELECT m.id, m.slug, m.world, m.language, m.title, m.material_type AS "materialType", m.pages, m.created_at AS "createdAt",
            m.grades, coalesce(s.title, '') AS subject, coalesce(s.code, '') AS "subjectCode"
       FROM materials m LEFT JOIN subjects s ON s.id = m.subject_ids[1] WHERE m.id = $1`,
    [materialId],
  );
  if (!m) return null;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([DEMO_VERSION, m.world, m.language, m.title, m.materialType, m.pages, m.subject, m.grades]))
    .digest('hex').slice(0, 16);
  const key = `demo/${m.id}/${fingerprint}.pdf`;
  let size = await ctx.storage.size(key);
  if (size === null) {
    let job = pending.get(key);
    if (!job) {
      job = (async () => {
        const { bytes, missing } = await demoPdf(m);
        // A character no shipped font has is drawn as "?": said out loud, never a silent tofu box.
        if (missing.length) process.emitWarning(`demo PDF of material ${m.id} (${m.language}): no font for ${missing.join(' ')}`);
        await ctx.storage.put(key, bytes, 'application/pdf');
        return bytes.length;
      })().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    size = await job;
  }
  return { key, name: `${m.slug || `material-${m.id}`}.pdf`, type: 'pdf', contentType: 'application/pdf', size, position: 0 };
}
