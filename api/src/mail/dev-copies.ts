import type { Db } from '../db';

/**
 * The unredacted links of delivered mails, for GET /dev/outbox only, kept in the memory of the API
 * process that delivered them and never in the database (the row holds the redacted link:
 * redact.ts). With the embedded transport there is no mailbox to open, so the developer page (and
 * the e2e suites' mailedLink, which reads it) is where a developer finds the link to click.
 *
 * Why this design: the database (and its backups) must not hold usable tokens once a mail is out,
 * in any mode; only a process started with DEV_ENDPOINTS=1 (loopback clients, never production)
 * keeps copies, bounded, and they vanish when it stops. A mail delivered by another API process
 * shows its redacted link there; undelivered mails show their link from the row as before.
 */
const LIMIT = 500;

/** What a delivered mail carried, unredacted: its link, both parts and its headers (List-Unsubscribe). */
export interface DevCopy {
  link: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

const copies = new WeakMap<Db, Map<number, DevCopy>>();

function copiesOf(db: Db): Map<number, DevCopy> {
  let map = copies.get(db);
  if (!map) {
    map = new Map();
    copies.set(db, map);
  }
  return map;
}

export function keepDevCopy(db: Db, outboxId: number, copy: DevCopy): void {
  const map = copiesOf(db);
  map.set(outboxId, copy);
  // Oldest first (insertion order): the developer page lists the newest 50 anyway.
  for (const id of map.keys()) {
    if (map.size <= LIMIT) break;
    map.delete(id);
  }
}

export function devCopyOf(db: Db, outboxId: number): DevCopy | undefined {
  return copies.get(db)?.get(outboxId);
}
