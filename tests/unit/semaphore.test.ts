import { describe, expect, it } from 'vitest';
import { createSemaphore } from '@/lib/semaphore';

describe('createSemaphore', () => {
  it('runs at most its slots at once, the rest in arrival order, and frees a slot on failure', async () => {
    const slots = createSemaphore(2);
    const started: number[] = [];
    const release: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const task = (id: number) =>
      slots.run(async () => {
        started.push(id);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        if (id === 1) throw new Error('decode failed');
        return id;
      });
    const results = [1, 2, 3, 4, 5].map((id) => task(id).catch((error: Error) => error.message));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(slots.load()).toEqual({ active: 2, waiting: 3 });
    while (release.length > 0 || started.length < 5) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(results)).toEqual(['decode failed', 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(slots.load()).toEqual({ active: 0, waiting: 0 });
  });
});
