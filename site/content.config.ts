// The site's content collections, each file checked against its schema at build (a wrong field
// fails the build, naming the file and the field). The blog: one Markdown file per article and
// language, site/content/blog/<lang>/<slug>.md; the server and the views shared by every page
// read the same files with the same schema outside Astro (site/content/blog/posts.ts). The
// privacy policy: one Markdown file per language, site/content/privacy/<lang>.md. The portfolio:
// one YAML file per project, site/content/portfolio/projects/<name>.yaml (also read by the chat
// on the server: site/content/portfolio/index.ts).
import { defineCollection } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { blogSchema } from './content/blog/schema';
import { projectSchema } from './content/portfolio/schema';
import { privacySchema } from './content/privacy/policy';

export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './site/content/blog' }),
    schema: blogSchema,
  }),
  privacy: defineCollection({
    loader: glob({ pattern: '*.md', base: './site/content/privacy' }),
    schema: privacySchema,
  }),
  portfolio: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './site/content/portfolio/projects' }),
    schema: projectSchema,
  }),
};
