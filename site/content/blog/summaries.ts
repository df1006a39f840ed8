import type { BlogTopic } from '../blog-index';
import type { Lang } from '../../routes';

/** What a blog card shows of an article (spec section 3); the article bodies come with the blog. */
export type BlogSummary = { title: string; subtitle: string; tags: string[] };

/** Card texts per language; each title equals meta.json's articles[topic].title. */
export const blogSummaries: Record<Lang, Record<BlogTopic, BlogSummary>> = {
  es: {
    'ia-desarrollo-web': {
      title: 'Inteligencia artificial en el desarrollo web',
      subtitle:
        'Cómo los asistentes de código, la personalización y los chatbots están cambiando la forma de crear sitios web.',
      tags: ['IA', 'Desarrollo web', 'Tendencias'],
    },
    'metaframeworks-2025': {
      title: 'Metaframeworks de JavaScript en 2025',
      subtitle:
        'Comparamos Next.js, Nuxt, Astro, Remix y SvelteKit para que elijas la base de tu próximo proyecto.',
      tags: ['JavaScript', 'Frameworks', 'Next.js', 'Desarrollo web'],
    },
    'seo-core-web-vitals': {
      title: 'SEO y Core Web Vitals: guía para mejorar',
      subtitle:
        'Qué mide Google de la experiencia de tus visitantes y cómo optimizar cada métrica para ganar posiciones.',
      tags: ['SEO', 'Core Web Vitals', 'Rendimiento'],
    },
    'automatizacion-n8n-ia': {
      title: 'Automatización de procesos con n8n e IA',
      subtitle:
        'Flujos prácticos para ahorrar horas de trabajo repetitivo en ventas, atención al cliente y administración.',
      tags: ['Automatización', 'n8n', 'IA', 'Productividad'],
    },
    'marketing-ia-pymes': {
      title: 'Marketing digital con IA para pymes',
      subtitle:
        'Herramientas y estrategias de inteligencia artificial para crear contenido y mejorar tus campañas con menos presupuesto.',
      tags: ['Marketing digital', 'IA', 'Pymes'],
    },
  },
  en: {
    'ia-desarrollo-web': {
      title: 'Artificial Intelligence in Web Development',
      subtitle:
        'How coding assistants, personalization and chatbots are changing the way websites are built.',
      tags: ['AI', 'Web development', 'Trends'],
    },
    'metaframeworks-2025': {
      title: 'JavaScript Metaframeworks in 2025',
      subtitle:
        'We compare Next.js, Nuxt, Astro, Remix and SvelteKit to help you pick the foundation for your next project.',
      tags: ['JavaScript', 'Frameworks', 'Next.js', 'Web development'],
    },
    'seo-core-web-vitals': {
      title: 'SEO and Core Web Vitals: A Practical Guide',
      subtitle:
        "What Google measures about your visitors' experience and how to optimize each metric to climb the rankings.",
      tags: ['SEO', 'Core Web Vitals', 'Performance'],
    },
    'automatizacion-n8n-ia': {
      title: 'Business Process Automation with n8n and AI',
      subtitle:
        'Practical workflows that save hours of repetitive work in sales, customer support and administration.',
      tags: ['Automation', 'n8n', 'AI', 'Productivity'],
    },
    'marketing-ia-pymes': {
      title: 'AI-Driven Digital Marketing for Small Businesses',
      subtitle:
        'AI tools and strategies to create content and get more from your campaigns on a smaller budget.',
      tags: ['Digital marketing', 'AI', 'Small business'],
    },
  },
};
