// The web audit's server side, configured from the environment (see .env.example): PageSpeed
// Insights when a key is set, else Lighthouse in the server's own Chromium; an
// OpenAI-compatible AI when its three settings are set, else the local fallback analysis.
import { parseAllowHosts } from '../url-guard';
import { createAnalyst } from './analysis';
import { browserQueue, localLighthouseProvider } from './local-lighthouse';
import { pagespeedProvider } from './pagespeed';
import type { AuditRoutesOptions } from './routes';
import { createAuditService } from './service';

export { auditRoutes, type AuditRoutesOptions } from './routes';

type Env = Record<string, string | undefined>;

const setting = (env: Env, name: string) => env[name]?.trim() || undefined;

export function auditFromEnv(env: Env = process.env): AuditRoutesOptions {
  const allow = parseAllowHosts(env.AUDIT_ALLOW_HOSTS);
  const apiKey = setting(env, 'PAGESPEED_API_KEY');
  const endpoint = setting(env, 'PAGESPEED_API_URL');
  // The server's own browser work, audits and prints, one at a time (without a PageSpeed key).
  const queue = apiKey ? undefined : browserQueue();
  const provider = queue
    ? localLighthouseProvider({ allow, queue })
    : pagespeedProvider({ apiKey: apiKey ?? '', ...(endpoint ? { endpoint } : {}) });
  const baseUrl = setting(env, 'AI_BASE_URL');
  const aiKey = setting(env, 'AI_API_KEY');
  const model = setting(env, 'AI_MODEL');
  return {
    service: createAuditService({ provider, allow }),
    analyse: createAnalyst(baseUrl && aiKey && model ? { baseUrl, apiKey: aiKey, model } : null),
    allow,
    // The local provider's Chromium prints reports; with PageSpeed Insights the page prints them.
    printQueue: queue,
  };
}
