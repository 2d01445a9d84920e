/**
 * At most `slots` tasks at once; the others wait their turn in arrival order. For work whose
 * memory or CPU must stay bounded however many requests ask for it (image decodes).
 */
export function createSemaphore(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < slots) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    /** Tasks running now and tasks waiting for a slot. */
    load: () => ({ active, waiting: waiting.length }),
  };
}
