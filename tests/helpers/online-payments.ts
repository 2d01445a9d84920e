import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '../../lib/env';
import { startWompiMock, type WompiMock } from './wompi-mock';

/**
 * Switches the store's online payments on for a test file, pointed at a local Wompi mock
 * (tests/helpers/wompi-mock.ts), and back off after it: the environment is read again both times.
 */
export function useWompiMock(): () => WompiMock {
  let mock: WompiMock | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    mock = await startWompiMock();
    for (const [key, value] of Object.entries(mock.env)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvCache();
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    await mock?.close();
  });
  return () => {
    if (!mock) throw new Error('useWompiMock: the mock is ready only inside tests and hooks');
    return mock;
  };
}
