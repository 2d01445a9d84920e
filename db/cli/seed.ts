import { getEnv } from '@/lib/env';
import { seedDatabase } from '../seed';
import { openCliDatabase, runCli } from './migrate';

/**
 * `npm run db:seed`: migrates, then loads the demo data (idempotent: safe to run again).
 * Against DATABASE_URL when set, otherwise the embedded PGlite directory, which must not be
 * open in a running app at the same time. Demo only: it creates staff accounts whose password
 * is SEED_ADMIN_PASSWORD; production creates its first admin with `npm run admin:create`.
 */
runCli(async () => {
  const handle = await openCliDatabase();
  try {
    // The past orders only in the embedded demo: a PostgreSQL database may be a real shop's.
    const env = getEnv();
    const demoOrders = env.embedded && env.SEED_DEMO_ORDERS ? {} : undefined;
    const summary = await seedDatabase(handle.db, { log: (message) => console.log(message), demoOrders });
    const rows = Object.entries(summary.inserted).map(([table, n]) => `${table} ${n}`);
    console.log(`\n✔ Demo data ready in ${summary.ms} ms. Rows inserted: ${rows.join(', ')}.`);
    console.log(`  Images: ${summary.images.written} written, ${summary.images.existing} already stored.`);
    console.log('  Staff logins (password: SEED_ADMIN_PASSWORD for accounts created now; existing ones keep theirs):');
    for (const login of summary.logins) console.log(`    ${login.rol.padEnd(8)} ${login.email}`);
    if (!getEnv().embedded) console.log('  These are demo accounts: do not seed a production database.');
  } finally {
    await handle.close();
  }
});
