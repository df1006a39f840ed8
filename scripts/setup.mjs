#!/usr/bin/env node
// Installs what the project needs on a fresh machine, and nothing twice:
//   - npm packages (npm ci), with browser downloads off: browsers come from Debian;
//   - with --browser: Debian's chromium, via apt-get when running as root (the browser tests
//     need it, so without it setup fails), poppler-utils (the PDF report's test reads the
//     file's text with pdftotext), and the other engines of the visitor journeys
//     (tests/e2e/journeys.e2e.ts): firefox-esr, webkit2gtk-driver (WebKitWebDriver and
//     MiniBrowser) and xvfb (the display MiniBrowser opens its window in);
//   - with --browser-optional (npm start): Chromium only, and only a warning without it: the
//     site runs, and only the web audit's embedded Lighthouse provider (which needs it) cannot.
// Used by `npm start` and `npm test`; safe to run again (it only checks when all is there).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const browserOptional = process.argv.includes('--browser-optional');
const wantBrowser = browserOptional || process.argv.includes('--browser');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, args) {
  console.log(`[setup] ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env });
}

/** Runs apt-get with its output on ours; resolves to true when it succeeded. */
function aptGet(args) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// What the tests need besides Chromium, by the file each package installs.
const testPackages =
  wantBrowser && !browserOptional
    ? [
        ['/usr/bin/pdftotext', 'poppler-utils'],
        ['/usr/bin/firefox-esr', 'firefox-esr'],
        ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
        ['/usr/bin/Xvfb', 'xvfb'],
      ]
    : [];
const missingTestPackages = () =>
  testPackages.filter(([file]) => !existsSync(file)).map(([, name]) => name);

// Debian's packages, when some are missing and this is root on Debian: beside the npm install
// below (one waits on Debian's mirror and dpkg, the other on the registry). Resolves to false
// when apt-get failed.
let aptInstall = Promise.resolve(true);
const packages = wantBrowser
  ? [...(existsSync(chromium) ? [] : ['chromium']), ...missingTestPackages()]
  : [];
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (packages.length > 0 && canInstall) {
  console.log(`[setup] installing Debian ${packages.join(', ')} (browser tests, web audit), once`);
  aptInstall = aptGet(['update', '-qq']).then(
    (ok) => ok && aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]),
  );
}

// npm packages: install when node_modules is missing or older than the lock file.
// `npm install` (which keeps to the lock file) rather than `npm ci`: the registry these machines
// reach lacks some other platforms' optional binaries (e.g. @tailwindcss/oxide-darwin-arm64), so
// the lock cannot list them and `npm ci` would refuse it as "out of sync".
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(lock) > mtime(installed)) {
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

if (!(await aptInstall)) {
  console.error('[setup] apt-get failed (above).');
  process.exit(1);
}

if (wantBrowser) {
  if (!existsSync(chromium)) {
    if (browserOptional) {
      console.warn(
        `[setup] Chromium not found at ${chromium}: the web audit needs it (or a PageSpeed ` +
          'Insights key, PAGESPEED_API_KEY). Install it with sudo apt-get install chromium.',
      );
    } else {
      console.error(
        `[setup] Chromium not found at ${chromium}. Install it with\n` +
          '          sudo apt-get install chromium   (Debian/Ubuntu)\n' +
          '        or point CHROME_PATH at a Chromium or Chrome binary, then run the command again.',
      );
      process.exit(1);
    }
  }
  const missing = missingTestPackages();
  if (missing.length > 0) {
    console.error(
      `[setup] Missing what the tests need (pdftotext reads the PDF report; Firefox ESR and\n` +
        `        WebKitGTK run the visitor journeys, WebKit in an Xvfb display). Install it with\n` +
        `          sudo apt-get install ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}
