import { describe, expect, it } from 'vitest';
import { parseStoreFilters } from '@/lib/domain/store-filters';

describe('parseStoreFilters', () => {
  it('drops parameters with NUL characters (PostgreSQL text cannot hold them)', () => {
    const filters = parseStoreFilters(new URLSearchParams('search=va%00so&Color=Blanco&Tama%00no=x'), ['Color', 'Tama\0no']);
    expect(filters).toEqual({ search: '', categories: [], attributes: { Color: ['Blanco'] } });
  });
});
