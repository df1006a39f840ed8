import { loadOnce, useLoaded } from '../../app/loading';
import type { Lang } from '../../routes';
import type { BlogTopic } from '../blog-index';
import type { ArticleBody } from './article';

// Each article's body in each language is its own chunk: a page loads only the one it shows.
const modules = import.meta.glob<{ default: ArticleBody }>('./articles/*.ts');

const bodies = loadOnce(async (key: `${BlogTopic}.${Lang}`) => {
  const load = modules[`./articles/${key}.ts`];
  if (!load) throw new Error(`No article ${key}`);
  return (await load()).default;
});

/** Loads an article's body in a language (the article page's data). */
export function loadArticle(topic: BlogTopic, lang: Lang): Promise<ArticleBody> {
  return bodies.get(`${topic}.${lang}`);
}

/**
 * An article's body in a language: at once when loaded (a navigation loads it with the page),
 * else it suspends until it arrives (the first page hydrates its body when it is there).
 */
export function useArticle(topic: BlogTopic, lang: Lang): ArticleBody {
  return useLoaded(loadArticle(topic, lang), bodies.loaded(`${topic}.${lang}`));
}
