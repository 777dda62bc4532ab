import cluster, { type Worker } from 'node:cluster';

/**
 * Issue 17 "as many instances as traffic needs": BENCH_INSTANCES=N (PostgreSQL only, as API_INSTANCES)
 * runs the API under test as N node:cluster workers sharing one port, as `main.ts` does. The process
 * run.ts forked (server.ts) has seeded the database and becomes their primary: it starts the workers,
 * tells run.ts the port and every worker's pid (cpu.ts sums their CPU time), and hands run.ts's
 * commands on: `cache` and `stop` to every worker, `explain` after every worker built its indexes (`warm`), `loop` to every worker with the figures combined
 * (the slowest loop, the GC pauses of all, the heaps together), the others to the first worker.
 */
type Message = { cmd: string; [key: string]: unknown };
type Answer = Record<string, unknown>;

function ask(worker: Worker, message: Message): Promise<Answer> {
  return new Promise((resolve) => {
    const onMessage = (m: { answer?: Answer }) => {
      if (!m.answer) return;
      worker.off('message', onMessage);
      resolve(m.answer);
    };
    worker.on('message', onMessage);
    worker.send(message);
  });
}

/** The loop figures of every worker as one row: the worst delays, all pauses, the heaps summed. */
function combine(answers: Answer[]): Answer {
  const max = (k: string) => Math.max(...answers.map((a) => Number(a[k])));
  const sum = (k: string) => answers.reduce((s, a) => s + Number(a[k]), 0);
  return {
    delayP50: max('delayP50'), delayP99: max('delayP99'), delayMax: max('delayMax'),
    gcCount: sum('gcCount'), gcMs: sum('gcMs'), gcMax: max('gcMax'),
    gcKinds: answers.map((a, i) => `#${i + 1} ${String(a.gcKinds)}`).join('; '), heapMb: sum('heapMb'),
  };
}

export async function runInstances(count: number): Promise<void> {
  const workers = Array.from({ length: count }, () => cluster.fork({ BENCH_WORKER: '1' }));
  for (const worker of workers) {
    worker.on('message', (m: { log?: string }) => {
      if (m.log) process.send!({ log: m.log });
    });
    // A worker that dies ends the run: its figures would be half a cluster's.
    worker.once('exit', (code) => {
      if (!stopping) {
        console.error(`bench API instance ${worker.process.pid} exited with ${code}`);
        process.exit(1);
      }
    });
  }
  let stopping = false;
  const urls = await Promise.all(workers.map((worker) => new Promise<string>((resolve) => {
    const onMessage = (m: { url?: string }) => {
      if (!m.url) return;
      worker.off('message', onMessage);
      resolve(m.url);
    };
    worker.on('message', onMessage);
  })));
  process.on('message', (message: Message) => {
    void (async (): Promise<Answer> => {
      switch (message.cmd) {
        case 'cache':
          await Promise.all(workers.map((w) => ask(w, message)));
          return { ok: true };
        case 'explain':
          // Each instance builds its own indexes on its first searches: all of them first, not during a scenario.
          await Promise.all(workers.map((w) => ask(w, { cmd: 'warm' })));
          return ask(workers[0]!, message);
        case 'loop': {
          const answers = await Promise.all(workers.map((w) => ask(w, message)));
          return message.reset ? { ok: true } : combine(answers);
        }
        case 'stop':
          stopping = true;
          await Promise.all(workers.map((w) => new Promise((done) => {
            w.once('exit', done);
            w.send(message);
          })));
          process.exit(0);
          return {};
        default:
          return ask(workers[0]!, message);
      }
    })().then((answer) => process.send!({ answer }));
  });
  process.send!({ url: urls[0], pids: workers.map((w) => w.process.pid), log: `API: ${count} instances (node:cluster) on ${urls[0]}` });
}
