import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRICE_OPERATIONS, renderRoleTable, ROLE_TABLE } from '@/lib/auth/role-table';

const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');

describe("the README's role table", () => {
  it('is the one rendered from lib/auth/role-table.ts', () => {
    const block = /<!-- role-table:start -->\n([\s\S]*?)\n<!-- role-table:end -->/.exec(readme);
    expect(block, 'README.md has the role-table markers').not.toBeNull();
    expect(block![1].trim()).toBe(renderRoleTable());
  });

  it('lists every ADMIN-only operation and every operation that saves prices', () => {
    const table = renderRoleTable();
    for (const [operation, access] of Object.entries(ROLE_TABLE)) {
      if (access === 'admin') expect(table).toContain(`\`${operation}\``);
      else expect(table.split('\n').some((row) => row.startsWith(`| \`${operation}\` `) && /\| ADMIN +\|$/.test(row))).toBe(false);
    }
    for (const operation of Object.keys(PRICE_OPERATIONS)) expect(table).toContain(`\`${operation}\` (`);
  });

  it('names only operations the role table has, open to both roles, as saving prices', () => {
    for (const operation of Object.keys(PRICE_OPERATIONS)) expect(ROLE_TABLE[operation as keyof typeof ROLE_TABLE]).toBe('staff');
  });
});
