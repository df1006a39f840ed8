import { loadOnce } from '../load-once';
import type { Lang } from '../../routes';
import type { PrivacyPolicy } from './types';

/** The policy's last update (fix of the original, which showed the visitor's today). */
export const PRIVACY_UPDATED = '2026-11-25';

// Each language's policy is its own chunk: a page loads only the one it shows.
const modules = import.meta.glob<{ default: PrivacyPolicy }>('./{es,en}.ts');

const policies = loadOnce(async (lang: Lang) => {
  const load = modules[`./${lang}.ts`];
  if (!load) throw new Error(`No privacy policy in ${lang}`);
  return (await load()).default;
});

/** Loads the policy in a language (the privacy page's data). */
export function loadPrivacyPolicy(lang: Lang): Promise<PrivacyPolicy> {
  return policies.get(lang);
}

/** The policy in a language, once loaded. */
export function privacyPolicy(lang: Lang): PrivacyPolicy {
  const policy = policies.loaded(lang);
  if (!policy) throw new Error(`The privacy policy (${lang}) was rendered before it loaded`);
  return policy;
}
