// The journeys drive Debian's Chromium (Playwright cannot download its own browser offline).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian package "chromium"…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    console.error(`Chromium not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
