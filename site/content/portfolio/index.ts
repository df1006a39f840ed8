import { loadOnce } from '../load-once';
import type { Lang } from '../../routes';
import { imageSizes, type ImageName } from '../images';
import { projects } from './projects';
import type { PortfolioFilter, ProjectFacts, ProjectText } from './types';

// Each language's card texts are their own chunk: a page loads only the one it shows.
const modules = import.meta.glob<{ default: Record<number, ProjectText> }>('./{es,en}.ts');

const texts = loadOnce(async (lang: Lang) => {
  const load = modules[`./${lang}.ts`];
  if (!load) throw new Error(`No portfolio texts for ${lang}`);
  return (await load()).default;
});

/** Loads the project texts of a language (the portfolio page's data). */
export function loadPortfolio(lang: Lang): Promise<unknown> {
  return texts.get(lang);
}

/** Every project with its texts in a language, once loaded. */
export function portfolioProjects(lang: Lang): (ProjectFacts & ProjectText)[] {
  const byId = texts.loaded(lang);
  if (!byId) throw new Error(`The portfolio texts (${lang}) were used before they loaded`);
  return projects.map((project) => {
    const text = byId[project.id];
    if (!text) throw new Error(`No ${lang} texts for project ${project.id}`);
    return { ...project, ...text };
  });
}

/** The projects a filter shows ('all' shows every one). */
export function projectsIn<P extends ProjectFacts>(list: P[], filter: PortfolioFilter): P[] {
  return filter === 'all' ? list : list.filter((project) => project.filter === filter);
}

/** A project's generated screenshot (scripts/artwork draws one per project). */
export function projectImage(id: number): ImageName {
  const name = `project-${id}`;
  if (!(name in imageSizes)) throw new Error(`No image ${name}`);
  return name as ImageName;
}
