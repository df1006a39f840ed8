import en from './en';
import enHome from './en/home.json';
import enHomeMore from './en/homeMore.json';
import enMeta from './en-meta';
import enServicePages from './en/servicePages.json';
import enServices from './en/services.json';
import enTechnologies from './en/technologies.json';
import es from './es';
import esHome from './es/home.json';
import esHomeMore from './es/homeMore.json';
import esMeta from './es-meta';
import esServicePages from './es/servicePages.json';
import esServices from './es/services.json';
import esTechnologies from './es/technologies.json';

/** Both languages, every namespace (server rendering, types and tests). */
export const resources = {
  es: {
    ...es,
    ...esMeta,
    home: esHome,
    homeMore: esHomeMore,
    services: esServices,
    servicePages: esServicePages,
    technologies: esTechnologies,
  },
  en: {
    ...en,
    ...enMeta,
    home: enHome,
    homeMore: enHomeMore,
    services: enServices,
    servicePages: enServicePages,
    technologies: enTechnologies,
  },
} as const;

export type LanguageBundle = (typeof resources)['es'];
