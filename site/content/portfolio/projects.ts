import type { ProjectFacts } from './types';

/** The portfolio projects, the same in both languages (texts in es.ts / en.ts, keyed by id). */
export const projects: ProjectFacts[] = [
  {
    id: 1,
    filter: 'web-development',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'PostgreSQL', 'n8n'],
    url: 'https://clinicasolmar.com',
    featured: true,
  },
  {
    id: 2,
    filter: 'e-commerce',
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Klaviyo'],
    url: 'https://cafemontanaalta.com',
    featured: true,
  },
  {
    id: 3,
    filter: 'fintech',
    technologies: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    url: 'https://cambioagil.app',
    featured: true,
  },
  {
    id: 4,
    filter: 'corporate',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Google Maps'],
    url: 'https://arceliaconstrucciones.com',
    featured: false,
  },
  {
    id: 5,
    filter: 'web-development',
    technologies: ['Next.js', 'Node.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    url: 'https://rutamartravel.com',
    featured: false,
  },
  {
    id: 6,
    filter: 'web-development',
    technologies: ['React', 'Firebase', 'Tailwind CSS', 'n8n'],
    url: 'https://limpiaprohogar.com',
    featured: false,
  },
  {
    id: 7,
    filter: 'corporate',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Strapi'],
    url: 'https://grupoatlanticologistica.com',
    featured: false,
  },
  {
    id: 8,
    filter: 'social',
    technologies: ['React', 'Node.js', 'TypeScript', 'Firebase'],
    url: 'https://vibrasocial.app',
    featured: false,
  },
  {
    id: 9,
    filter: 'e-commerce',
    technologies: ['Next.js', 'Tailwind CSS', 'Stripe', 'Vercel'],
    url: 'https://koraskin.shop',
    featured: true,
  },
  {
    id: 10,
    filter: 'fintech',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Stripe'],
    url: 'https://finzaapp.com',
    featured: true,
  },
  {
    id: 11,
    filter: 'social',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'n8n'],
    url: 'https://publicalo.app',
    featured: false,
  },
  {
    id: 12,
    filter: 'corporate',
    technologies: ['WordPress', 'PHP', 'MySQL', 'Tailwind CSS'],
    url: 'https://mendozayasociados.com',
    featured: false,
  },
  {
    id: 13,
    filter: 'social',
    technologies: ['Laravel', 'React', 'PostgreSQL', 'Tailwind CSS'],
    url: 'https://conectapymes.net',
    featured: false,
  },
];

/** The figures above the project grid (labels in the portfolio namespace, stats.<key>). */
export const portfolioStats = [
  { key: 'projects', value: '170+' },
  { key: 'industries', value: '6+' },
  { key: 'satisfaction', value: '100%' },
] as const;
