import { describe, expect, it } from 'vitest';
import journal from '@/db/migrations/meta/_journal.json';

describe('the migrations journal', () => {
  // drizzle's migrator applies only the entries newer (by `when`) than the newest one a database
  // has applied: an entry merged in with an older `when` would never run on a migrated database.
  it('numbers its entries in order and their times strictly increase', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0')), entry.tag).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1].when);
    });
  });
});
