// The journeys drive Debian's Chromium headless shell (Playwright cannot download its own browser
// offline). The shell, not the full browser: on the 2-core CI machine the same 101 journeys took
// 6.4 min with it against 9.3 min with /usr/bin/chromium (docs/testing.md). The benchmark's
// Lighthouse runs keep the full browser (CHROMIUM_PATH, scripts/bench).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// The same default as playwright.config.ts.
const chromium = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const debianPackage = 'chromium-headless-shell';

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${chromium} not found: installing Debian package "${debianPackage}"…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    console.error(
      `Chromium's headless shell not found at ${chromium}. Install it (Debian: sudo apt-get install ${debianPackage}) or set E2E_CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
}
