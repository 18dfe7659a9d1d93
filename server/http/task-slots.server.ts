/**
 * At most `concurrency` tasks at once, `waiting` more in order; a task beyond them, or one that
 * waited `maxWaitMs`, is refused: `run` then answers what `busy` makes (or throws what it throws)
 * without running the task.
 */
export function taskSlots<Busy>(
  concurrency: number,
  options: { waiting?: number; maxWaitMs?: number; busy: () => Busy },
) {
  const { waiting = 4 * concurrency, maxWaitMs = 60_000, busy } = options;
  let running = 0;
  const queue: (() => void)[] = [];
  // A finished task hands its slot to the first waiting one, so no newcomer takes it in between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  const turn = () =>
    new Promise<boolean>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(go), 1);
        resolve(false);
      }, maxWaitMs);
      queue.push(go);
    });
  return async function run<T>(task: () => Promise<T>): Promise<T | Busy> {
    if (running < concurrency) running++;
    else if (queue.length >= waiting || !(await turn())) return busy();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
