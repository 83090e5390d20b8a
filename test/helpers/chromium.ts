// The system Chromium the browser tests drive (Debian: apt-get install chromium), or
// why there is none; puppeteer-core downloads no browser.
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((p) => fs.existsSync(p));
}
