// How the audit's Chromium runs. It opens pages anyone may name, so it keeps Chromium's own
// sandbox (the tests' browsers, which open only our pages, run without it): a server running as
// root starts it as the unprivileged `nobody` (setpriv), since Chromium refuses its sandbox to
// root; any other user starts it directly. AUDIT_CHROMIUM_SANDBOX=off runs it unsandboxed, for a
// machine without user namespaces, where the sandbox cannot start (README, security).
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';

/** Debian's unprivileged account. */
const NOBODY = 65534;
const SETPRIV = '/usr/bin/setpriv';

export type AuditBrowserMode = 'sandboxed' | 'sandboxed, as nobody' | 'unsandboxed';

export function auditBrowserMode(
  env: Record<string, string | undefined> = process.env,
  uid: number = process.getuid?.() ?? -1,
  hasSetpriv: boolean = existsSync(SETPRIV),
): AuditBrowserMode {
  if (env.AUDIT_CHROMIUM_SANDBOX?.trim().toLowerCase() === 'off') return 'unsandboxed';
  if (uid !== 0) return 'sandboxed';
  return hasSetpriv ? 'sandboxed, as nobody' : 'unsandboxed';
}

export type AuditBrowserLaunch = {
  chromePath: string;
  chromeFlags: string[];
  userDataDir: string;
  envVars: Record<string, string | undefined>;
  /**
   * Removes the run's profile, without holding the server: a used Chromium profile is hundreds of
   * files (removed synchronously, ~60-90 ms of the event loop).
   */
  dispose: () => Promise<void>;
};

/**
 * The audit's browser runs at a lower priority than the server (a nice value): its page loads
 * and its renderers take whatever CPU the site's own answers leave, as the audit's Lighthouse
 * process does (child-run.ts). On a machine with room to spare it changes nothing.
 */
const BROWSER_NICE = 10;
const NICE = '/usr/bin/nice';

const launchers = new Map<boolean, string>();

/**
 * A program that starts Chromium at BROWSER_NICE, as nobody with no capabilities when asked
 * (written once per process). It execs, so the browser keeps its process id (chrome-launcher
 * kills it by that id).
 */
function chromiumLauncher(asNobody: boolean): string {
  const written = launchers.get(asNobody);
  if (written) return written;
  const dir = mkdtempSync(join(tmpdir(), 'audit-chromium-'));
  const quoted = `'${chromiumPath().replaceAll("'", "'\\''")}'`;
  const program = join(dir, asNobody ? 'chromium-as-nobody' : 'chromium');
  const user = asNobody
    ? `${SETPRIV} --reuid=${NOBODY} --regid=${NOBODY} --clear-groups --inh-caps=-all -- `
    : '';
  writeFileSync(program, `#!/bin/sh\nexec ${NICE} -n ${BROWSER_NICE} ${user}${quoted} "$@"\n`, {
    mode: 0o755,
  });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  launchers.set(asNobody, program);
  return program;
}

/** Where and how to start one run's browser, in a profile of its own. */
export function auditBrowserLaunch(
  mode: AuditBrowserMode,
  extraFlags: string[],
): AuditBrowserLaunch {
  const userDataDir = mkdtempSync(join(tmpdir(), 'audit-profile-'));
  if (mode === 'sandboxed, as nobody') chownSync(userDataDir, NOBODY, NOBODY);
  const flags = CHROMIUM_ARGS.filter((flag) => mode === 'unsandboxed' || flag !== '--no-sandbox');
  return {
    chromePath: chromiumLauncher(mode === 'sandboxed, as nobody'),
    chromeFlags: ['--headless=new', ...flags, ...extraFlags],
    userDataDir,
    // Its caches and settings stay in the profile (nobody cannot write root's home).
    envVars: { ...process.env, HOME: userDataDir },
    dispose: () => rm(userDataDir, { recursive: true, force: true }),
  };
}
