import type { Peer } from '../src/notifications/hub';

export interface PeerMessage {
  id?: string;
  type: string;
  kind?: string;
  materialId?: number;
  title?: string;
}

/**
 * A socket stand-in for the hub (notifications/hub.ts): notifications reach it through
 * LISTEN/NOTIFY after the commit, so a test waits for the message it expects instead of reading at once.
 */
export function testPeer(): { peer: Peer; messages: PeerMessage[]; waitFor(match: (m: PeerMessage) => boolean): Promise<PeerMessage> } {
  const messages: PeerMessage[] = [];
  const waiters: { match: (m: PeerMessage) => boolean; resolve: (m: PeerMessage) => void }[] = [];
  const peer: Peer = {
    send(data) {
      const message = JSON.parse(data) as PeerMessage;
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (!waiter.match(message)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    },
    close: () => undefined,
  };
  return {
    peer,
    messages,
    waitFor(match) {
      const seen = messages.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}
