import 'server-only';
import { getEnv, serverEnvProblem } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * Run once when the server starts (instrumentation.ts): an environment that cannot serve
 * customers ends the process with exit code 1 and one log line that says what to set.
 */
export function checkServerEnv(): void {
  let problem: string | null;
  try {
    const env = getEnv();
    problem = serverEnvProblem(env);
    if (!problem && env.embedded) {
      log.info(`embedded mode: the store's links use ${env.SITE_URL} (set SITE_URL to the address customers open)`, {
        siteUrl: env.SITE_URL,
      });
    }
  } catch (error) {
    problem = (error as Error).message;
  }
  if (!problem) return;
  log.error(`cannot start: ${problem}`);
  console.error(`\nThe store cannot start: ${problem}\nSee docs/deployment.md, "Run-time environment".\n`);
  process.exit(1);
}
