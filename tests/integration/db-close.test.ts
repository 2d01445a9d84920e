import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeOnce, openPglite, openPostgres } from '@/db/client';
import { createTestDb } from '../helpers/db';

// Graceful shutdown and a test's cleanup may both close one handle: the second close is harmless
// on either driver (PGlite itself throws 'PGlite is closed' on a second close()).
describe('closing a database handle twice', () => {
  it('closes the underlying client once however often it is called', async () => {
    let closes = 0;
    const close = closeOnce(async () => {
      closes += 1;
    });
    await Promise.all([close(), close()]);
    await close();
    expect(closes).toBe(1);
  });

  it('is harmless on embedded PGlite', async () => {
    const handle = await openPglite();
    await handle.db.execute(sql`select 1`);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('is harmless on the test database the suite gives each file', async () => {
    const { handle, cleanup } = await createTestDb();
    await handle.close();
    await expect(cleanup()).resolves.toBeUndefined();
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(!!serverUrl)('is harmless on PostgreSQL (TEST_DATABASE_URL)', async () => {
    const handle = await openPostgres(serverUrl!, { max: 1 });
    await handle.db.execute(sql`select 1`);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });
});
