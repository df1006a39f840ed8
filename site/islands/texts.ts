import { resources, type LanguageBundle } from '../i18n/resources';
import type { Lang, Resolved } from '../routes';
import type { IslandProps } from './island';

type Namespace = keyof LanguageBundle;

/**
 * An island's props: its page and the texts it renders, in the page's language (build only): the
 * one way an island gets its texts. `only` keeps just some top-level parts of a namespace (the
 * contact form reads forms' `contact` and `privacyNotice`, not the application's).
 */
export function islandProps(
  resolved: Resolved,
  namespaces: readonly Namespace[],
  only: Partial<Record<Namespace, readonly string[]>> = {},
): IslandProps {
  const bundle: LanguageBundle = resources[resolved.lang as Lang];
  const texts: Partial<Record<Namespace, unknown>> = {};
  for (const ns of namespaces) {
    const parts = only[ns];
    texts[ns] = parts
      ? Object.fromEntries(Object.entries(bundle[ns]).filter(([key]) => parts.includes(key)))
      : bundle[ns];
  }
  return { resolved, texts: texts as Partial<LanguageBundle> };
}
