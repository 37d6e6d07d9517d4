/**
 * An in-process job queue with one job per key at a time (a singleton per key, as pg-boss's
 * `singletonKey`): enqueuing a key that is waiting merges into the waiting job; enqueuing a key
 * that is running runs it once more afterwards. See docs/decisions/011-background-jobs.md.
 */
export interface KeyedJobQueue<P> {
  /** Queues the job for `key` (merging `payload` into one already waiting for it). */
  enqueue(key: string, payload: P): void;
  /** Whether a job for `key` is waiting or running. */
  isPending(key: string): boolean;
  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}

export interface KeyedJobQueueOptions<P> {
  run: (key: string, payload: P) => Promise<void>;
  /** Combines two payloads of the same key (the later one by default). */
  merge?: (waiting: P, next: P) => P;
  concurrency?: number;
  onError?: (error: unknown, key: string) => void;
}

export const createKeyedJobQueue = <P>(options: KeyedJobQueueOptions<P>): KeyedJobQueue<P> => {
  const merge = options.merge ?? ((_waiting: P, next: P) => next);
  const concurrency = options.concurrency ?? 1;
  const waiting = new Map<string, P>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (waiting.size > 0 || running.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = () => {
    if (stopped) return;
    for (const [key, payload] of waiting) {
      if (running.size >= concurrency) break;
      if (running.has(key)) continue;
      waiting.delete(key);
      const job = options
        .run(key, payload)
        .catch((error: unknown) => options.onError?.(error, key))
        .finally(() => {
          running.delete(key);
          pump();
          settleIdle();
        });
      running.set(key, job);
    }
  };

  return {
    enqueue(key, payload) {
      if (stopped) return;
      const queued = waiting.get(key);
      waiting.set(key, queued === undefined ? payload : merge(queued, payload));
      queueMicrotask(pump);
    },
    isPending: (key) => waiting.has(key) || running.has(key),
    idle: () =>
      waiting.size === 0 && running.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    async stop() {
      stopped = true;
      waiting.clear();
      await Promise.allSettled([...running.values()]);
      settleIdle();
    },
  };
};
