import { siteConfig } from '../../config';
import type { ProjectFacts } from './types';

/** The projects shown; each one's live site is the agency's data (site/config.ts). */
const shown: Omit<ProjectFacts, 'url'>[] = [
  {
    id: 1,
    filter: 'web-development',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'PostgreSQL', 'n8n'],
    featured: true,
  },
  {
    id: 2,
    filter: 'e-commerce',
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Klaviyo'],
    featured: true,
  },
  {
    id: 3,
    filter: 'fintech',
    technologies: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    featured: true,
  },
  {
    id: 4,
    filter: 'corporate',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Maps'],
    featured: false,
  },
  {
    id: 5,
    filter: 'web-development',
    technologies: ['Next.js', 'Node.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    featured: false,
  },
  {
    id: 6,
    filter: 'web-development',
    technologies: ['React', 'Firebase', 'Tailwind CSS', 'n8n'],
    featured: false,
  },
  {
    id: 7,
    filter: 'corporate',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Strapi'],
    featured: false,
  },
  {
    id: 8,
    filter: 'social',
    technologies: ['React', 'Node.js', 'TypeScript', 'Firebase'],
    featured: false,
  },
  {
    id: 9,
    filter: 'e-commerce',
    technologies: ['Next.js', 'Tailwind CSS', 'Stripe', 'Vercel'],
    featured: true,
  },
  {
    id: 10,
    filter: 'fintech',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    featured: true,
  },
  {
    id: 11,
    filter: 'social',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'n8n'],
    featured: false,
  },
  {
    id: 12,
    filter: 'corporate',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Tailwind CSS'],
    featured: false,
  },
  {
    id: 13,
    filter: 'social',
    technologies: ['Laravel', 'React', 'PostgreSQL', 'Tailwind CSS'],
    featured: false,
  },
];

/** The figures above the project grid (labels in the portfolio namespace, stats.<key>). */
export const portfolioStats = [
  { key: 'projects', value: '170+' },
  { key: 'industries', value: '6+' },
  { key: 'satisfaction', value: '100%' },
] as const;

/** The portfolio projects, the same in both languages (texts in es.ts / en.ts, keyed by id). */
export const projects: ProjectFacts[] = shown.map((project) => ({
  ...project,
  url: siteConfig.portfolioLinks[project.id],
}));
