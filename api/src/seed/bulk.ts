import type { Queryable } from '../db';

/** Multi-row INSERT in chunks that stay well under PostgreSQL's 65535 parameter limit. */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perChunk = Math.max(1, Math.floor(20000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`, params);
  }
}
