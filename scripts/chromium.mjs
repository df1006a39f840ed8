import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium on a machine with no outside network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The system Chromium: CHROME_PATH wins, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return '/usr/bin/chromium';
}
