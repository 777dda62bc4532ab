import { getAuthorMaterials, type MaterialSummary } from '@teachmarket/shared-kit';
import { getBoughtMaterials } from '@teachmarket/shared-kit/page-api';

export interface MyMaterials {
  /** The user's own materials (descriptions may only be generated for these: spec §6). */
  own: MaterialSummary[];
  /** Own and bought materials: sources for quizzes and worksheets. */
  all: MaterialSummary[];
}

/** Materials the user can work from: their own (as an author) and those they bought. */
export async function loadMyMaterials(userId: number | null, signal?: AbortSignal): Promise<MyMaterials> {
  const [own, bought] = await Promise.all([
    userId ? getAuthorMaterials(userId, 1, signal).then((r) => r.items) : Promise.resolve([]),
    getBoughtMaterials(signal).then((r) => r.items),
  ]);
  const seen = new Set(own.map((m) => m.id));
  return { own, all: [...own, ...bought.filter((m) => !seen.has(m.id))] };
}
