import { resources, type LanguageBundle } from '../i18n/resources';
import type { Lang, Resolved } from '../routes';
import type { IslandProps } from './island';

type Namespace = keyof LanguageBundle;

/** An island's props: its page and the namespaces it reads, in the page's language (build only). */
export function islandProps(resolved: Resolved, namespaces: readonly Namespace[]): IslandProps {
  const bundle: LanguageBundle = resources[resolved.lang as Lang];
  const texts: Partial<Record<Namespace, unknown>> = {};
  for (const ns of namespaces) texts[ns] = bundle[ns];
  return { resolved, texts: texts as Partial<LanguageBundle> };
}
