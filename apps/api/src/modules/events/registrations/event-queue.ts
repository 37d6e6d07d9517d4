/**
 * One at a time per event inside this process, in arrival order, before a database connection is
 * taken (decision 020). The advisory lock already serialises an event's changes across instances;
 * without this queue, a burst of requests for one event would each hold a pooled connection while
 * waiting for that lock, starve the pool, and fail on its 2-second wait. Waiting here costs no
 * connection, and other events never wait for this one.
 */
const tails = new Map<string, Promise<unknown>>();
let queueing = true;

/**
 * Turns the queue off or on. The race suite turns it off so that its concurrent requests meet
 * only at the advisory lock, as requests from several app instances do.
 */
export const setInProcessEventQueue = (enabled: boolean) => {
  queueing = enabled;
};

export const inEventQueue = <T>(touchpointId: string, work: () => Promise<T>): Promise<T> => {
  if (!queueing) return work();
  const previous = tails.get(touchpointId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(touchpointId, tail);
  void tail.then(() => {
    if (tails.get(touchpointId) === tail) tails.delete(touchpointId);
  });
  return run;
};
