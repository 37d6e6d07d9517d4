/**
 * A few lanes per event inside this process, in arrival order, before a database connection is
 * taken (decision 020). The advisory lock already serialises an event's changes across instances;
 * without a limit here, a burst of requests for one event would each hold a pooled connection
 * while waiting for that lock, starve the pool (and every other request of the app), and fail on
 * its 2-second wait. With one lane (the first version), each transaction also waited for the
 * previous one's commit to reach this process before it began, took a connection and asked for
 * the lock: round trips added to every turn. With a few lanes, the next transactions already wait
 * at the lock, which PostgreSQL hands over the moment the holder commits; the rest of the pool
 * stays free for everything else. Other events never wait for this one.
 */
export const EVENT_LANES = 3;

interface Lanes {
  running: number;
  waiting: (() => void)[];
}

const lanesByEvent = new Map<string, Lanes>();
let queueing = true;

/**
 * Turns the lanes off or on. The race suite turns them off so that its concurrent requests meet
 * only at the advisory lock, as requests from several app instances do.
 */
export const setInProcessEventQueue = (enabled: boolean) => {
  queueing = enabled;
};

const release = (touchpointId: string, lanes: Lanes) => {
  const next = lanes.waiting.shift();
  if (next) {
    next();
    return;
  }
  lanes.running -= 1;
  if (lanes.running === 0) lanesByEvent.delete(touchpointId);
};

export const inEventQueue = async <T>(touchpointId: string, work: () => Promise<T>): Promise<T> => {
  if (!queueing) return work();
  let lanes = lanesByEvent.get(touchpointId);
  if (!lanes) {
    lanes = { running: 0, waiting: [] };
    lanesByEvent.set(touchpointId, lanes);
  }
  if (lanes.running < EVENT_LANES) lanes.running += 1;
  // A lane handed over by `release` keeps its count: the one leaving passes it on.
  else await new Promise<void>((resolve) => lanes.waiting.push(resolve));
  try {
    return await work();
  } finally {
    release(touchpointId, lanes);
  }
};
