// The portfolio's projects, one YAML file per project (./projects/<name>.yaml, the `portfolio`
// collection of site/content.config.ts, which the portfolio's pages read), and what the pages and
// the chat make of them. The server reads the same files here with the same schema.
import { siteConfig } from '../../config';
import type { Lang } from '../../routes';
import { ContentError, parseYaml } from '../frontmatter';
import type { ImageName } from '../images';
import { projectSchema, type ProjectData, type ProjectText } from './schema';
import type { PortfolioFilter } from './types';

/** A project with its card texts in one language and its live site, if online. */
export type Project = Omit<ProjectData, Lang> & ProjectText & { url?: string };

/**
 * The projects of their files (each file's name and its checked data), in order of their id,
 * with their texts in `lang`; throws a ContentError when two files give the same id.
 */
export function projectsOf(entries: { file: string; data: ProjectData }[], lang: Lang): Project[] {
  const sorted = [...entries].sort((a, b) => a.data.id - b.data.id);
  return sorted.map(({ file, data }, index) => {
    const before = sorted[index - 1];
    if (before?.data.id === data.id) {
      throw new ContentError(`${file}: id: ${data.id} is also ${before.file}'s`);
    }
    const { es, en, ...facts } = data;
    return { ...facts, ...{ es, en }[lang], url: siteConfig.portfolioLinks[data.id] };
  });
}

const files = Object.entries(
  import.meta.glob<string>('./projects/*.yaml', { query: '?raw', import: 'default', eager: true }),
).map(([path, text]) => {
  const file = `site/content/portfolio/${path.replace(/^\.\//, '')}`;
  return { file, data: parseYaml(projectSchema, text, file) };
});

/** Every project with its texts in a language (the chat; the pages read the collection). */
export function portfolioProjects(lang: Lang): Project[] {
  return projectsOf(files, lang);
}

/** The projects a filter shows ('all' shows every one). */
export function projectsIn<P extends Pick<Project, 'filter'>>(
  list: P[],
  filter: PortfolioFilter,
): P[] {
  return filter === 'all' ? list : list.filter((project) => project.filter === filter);
}

/** A project's generated screenshot (scripts/artwork draws one per project). */
export function projectImage(id: number): ImageName {
  return `project-${id}` as ImageName;
}

/** The figures above the project grid (labels in the portfolio namespace, stats.<key>). */
export const portfolioStats = [
  { key: 'projects', value: '170+' },
  { key: 'industries', value: '6+' },
  { key: 'satisfaction', value: '100%' },
] as const;
