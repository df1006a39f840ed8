// Temporary start page until the site shell (issue 3) lands: both languages, no inline strings.
export const placeholderContent = {
  es: {
    badge: 'En construcción',
    title: 'Desarrollo web a medida para empresas y agencias',
    description:
      'Estamos montando nuestro nuevo sitio sobre un sistema de diseño propio. Mientras tanto, escríbenos y te preparamos un presupuesto sin compromiso.',
    cta: 'Escríbenos',
    switchLabel: 'English',
    switchHref: '/en/',
  },
  en: {
    badge: 'Under construction',
    title: 'Custom web development for businesses and agencies',
    description:
      'We are building our new site on our own design system. In the meantime, write to us and we will prepare a free, no-obligation quote.',
    cta: 'Write to us',
    switchLabel: 'Español',
    switchHref: '/',
  },
} as const;

export type PlaceholderLang = keyof typeof placeholderContent;
