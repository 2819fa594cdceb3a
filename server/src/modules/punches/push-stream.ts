/**
 * An async iterator fed by pushes (timers, pub/sub messages), for a
 * subscription that mixes sources. Each value is the whole state, so only
 * the latest waits for a slow reader; when the client goes away, `return()`
 * runs the registered clean-up once.
 */
export function pushStream<T>() {
  const queue: T[] = [];
  const readers: Array<(result: IteratorResult<T>) => void> = [];
  const cleanups: Array<() => void> = [];
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    for (const cleanup of cleanups) cleanup();
    for (const reader of readers.splice(0)) reader({ value: undefined, done: true });
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => readers.push(resolve));
    },
    return: () => {
      end();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    iterator,
    push(value: T) {
      if (ended) return;
      const reader = readers.shift();
      if (reader) reader({ value, done: false });
      else queue.splice(0, queue.length, value);
    },
    onEnd(cleanup: () => void) {
      cleanups.push(cleanup);
    },
  };
}
