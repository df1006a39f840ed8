// The audit's Chromium keeps its sandbox: as nobody when the server is root, directly otherwise,
// and without it only when the operator says so (a machine without user namespaces).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditBrowserLaunch, auditBrowserMode } from '../../site/server/audit/audit-browser';

describe('auditBrowserMode()', () => {
  it.each([
    ['root, setpriv present', {}, 0, true, 'sandboxed, as nobody'],
    ['root, no setpriv', {}, 0, false, 'unsandboxed'],
    ['another user', {}, 1000, true, 'sandboxed'],
    ['the operator turned it off', { AUDIT_CHROMIUM_SANDBOX: 'off' }, 1000, true, 'unsandboxed'],
  ] as const)('%s: %s', (_, env, uid, hasSetpriv, mode) => {
    expect(auditBrowserMode(env, uid, hasSetpriv)).toBe(mode);
  });
});

describe('auditBrowserLaunch()', () => {
  it('passes --no-sandbox only when unsandboxed, in a profile of its own that dispose() removes', async () => {
    for (const mode of ['sandboxed', 'unsandboxed'] as const) {
      const launch = auditBrowserLaunch(mode, ['--proxy-server=http://127.0.0.1:9']);
      expect(launch.chromeFlags.includes('--no-sandbox')).toBe(mode === 'unsandboxed');
      expect(launch.chromeFlags).toContain('--proxy-server=http://127.0.0.1:9');
      expect(launch.envVars.HOME).toBe(launch.userDataDir);
      expect(existsSync(launch.userDataDir)).toBe(true);
      await launch.dispose();
      expect(existsSync(launch.userDataDir)).toBe(false);
    }
  });
});
