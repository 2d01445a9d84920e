import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import { staffUsers } from '../schema';
import { openCliDatabase, runCli } from './migrate';

/**
 * `npm run admin:create -- --email ana@example.com --name "Ana Pérez"`
 * Creates the staff user, or makes an existing one ADMIN with the new password (ending their
 * sessions). The password comes from ADMIN_PASSWORD or a hidden prompt; there is no default, ever.
 */
const MIN_PASSWORD_LENGTH = 12;
const usage = 'Usage: npm run admin:create -- --email <email> [--name "<nombre>"]   (password: ADMIN_PASSWORD or prompt)';

/** Reads a line without echoing it: readline writes the typed characters to a muted stream. */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  try {
    stdout.write(question);
    muted = true;
    return await rl.question('');
  } finally {
    muted = false;
    stdout.write('\n');
    rl.close();
  }
}

async function readPassword(): Promise<string> {
  // A one-off secret for this command, not app configuration, so it is not part of lib/env.
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const password = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (password.length >= MIN_PASSWORD_LENGTH && (await promptHidden('Repeat the password: ')) !== password) {
    throw new Error('The passwords do not match.');
  }
  return password;
}

runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new Error(`A valid --email is required.\n  ${usage}`);
  const name = values.name?.trim() || undefined;

  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);

  const handle = await openCliDatabase();
  try {
    const [existing] = await handle.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email.data));
    await handle.db
      .insert(staffUsers)
      .values({ email: email.data, nombre: name ?? 'Administrador', passwordHash, rol: 'ADMIN' })
      .onConflictDoUpdate({
        target: staffUsers.email,
        set: {
          passwordHash,
          rol: 'ADMIN',
          // A new password ends every session the user had (the account may have been taken over).
          sessionVersion: sql`${staffUsers.sessionVersion} + 1`,
          updatedAt: new Date(),
          ...(name ? { nombre: name } : {}),
        },
      });
    console.log(
      existing
        ? `✔ Updated ${email.data}: role ADMIN, new password${name ? `, name "${name}"` : ''}.`
        : `✔ Created admin ${email.data} (${name ?? 'Administrador'}).`,
    );
  } finally {
    await handle.close();
  }
});
