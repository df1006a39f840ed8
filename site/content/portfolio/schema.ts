// A portfolio project's file (site/content/portfolio/projects/<name>.yaml): its facts once, its card
// texts per language. Checked by Astro at build (site/content.config.ts) and by ./index.ts.
import { z } from 'zod';
import { imageSizes } from '../images';
import { portfolioFilters, type ProjectCategoryFilter } from './types';

const text = z.string().trim().min(1);

/** What a project card says, per language. */
const projectText = z.strictObject({ title: text, description: text, category: text });

export const projectSchema = z.strictObject({
  /** Its number: its order, its live site (site/config.ts portfolioLinks), its picture. */
  id: z
    .number()
    .int()
    .positive()
    .refine((id) => `project-${id}` in imageSizes, 'no picture project-<id> in content/images.ts'),
  /** The filter that shows it (fix of the original: every project maps to one explicitly). */
  filter: z.enum(portfolioFilters.filter((f): f is ProjectCategoryFilter => f !== 'all')),
  featured: z.boolean(),
  technologies: z.array(text).min(1),
  es: projectText,
  en: projectText,
});

export type ProjectData = z.output<typeof projectSchema>;
export type ProjectText = z.output<typeof projectText>;
