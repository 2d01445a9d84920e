/** Thrown by withTimeout when the work did not settle in time (the work itself keeps running). */
export class TimeoutError extends Error {
  constructor(
    readonly label: string,
    readonly ms: number,
  ) {
    super(`${label} took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Waits for `work` at most `ms`; a late rejection of `work` is swallowed. */
export async function withTimeout<T>(work: Promise<T>, ms: number, label = 'operation'): Promise<T> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(label, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
