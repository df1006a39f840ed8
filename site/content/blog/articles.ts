import { loadOnce } from '../load-once';
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

/** An article's body in a language, loaded before its page renders (loadArticle). */
export function useArticle(topic: BlogTopic, lang: Lang): ArticleBody {
  const body = bodies.loaded(`${topic}.${lang}`);
  if (!body) throw new Error(`The article ${topic}.${lang} was rendered before it loaded`);
  return body;
}
