// How the assistant words what it knows: the words of a block of texts, lists in a sentence, a
// section's summary, and the values of the hand-worded summaries (site/i18n/{es,en}/assistant.json
// `facts`, keyed by document id): the figures and lists each one says, read from the same texts
// and content as the pages.
import { fill } from '../../../domain';
import { agencyServiceGroups } from '../../content/agency';
import { homeStats, teamMembers } from '../../content/home';
import { offerSteps } from '../../content/offer';
import { portfolioStats } from '../../content/portfolio';
import { techCategories } from '../../content/technologies';
import { siteConfig } from '../../config';
import enChat from '../../i18n/en/assistant.json';
import esChat from '../../i18n/es/assistant.json';
import { officeCities, openingHours, textFacts } from '../../i18n/facts';
import { resources } from '../../i18n/resources';
import type { Lang } from '../../routes';

export type ChatTexts = typeof esChat;
export const chatTexts: Record<Lang, ChatTexts> = { es: esChat, en: enChat };

/** 'a, b and c' / 'a, b y c'. */
export function list(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

const titled = (word: string) => /^\p{Lu}\p{Ll}/u.test(word);

/**
 * 'Diseño a medida' inside a sentence: 'diseño a medida'; but a name ('Café Altura', 'React
 * Native'), an acronym ('SEO y contenidos') or a single word as it is.
 */
export function lowerFirst(text: string): string {
  const [first = '', second] = text.split(/\s+/);
  return titled(first) && second !== undefined && !titled(second)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** The placeholders every text may say: the agency's data (filled in the documents). */
const agencyData = new Set(Object.keys(textFacts('es')));

/** An interface's template ('{{count}} min de lectura', 'Ir a la diapositiva {{number}}'). */
const isTemplate = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].some(([, name = '']) => !agencyData.has(name));

/**
 * Every string of a block of texts, but not image descriptions, button labels or the templates
 * of an interface's messages.
 */
export function wordsOf(value: unknown, key = ''): string[] {
  if (/alt$|label$|cta$|^primary$|^secondary$|^button$|newTab/i.test(key)) return [];
  if (typeof value === 'string') return isTemplate(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  }
  return [];
}

export const join = (...parts: unknown[]) => parts.flatMap((part) => wordsOf(part)).join(' ');

/** A block of texts shown under a heading: an object of texts with a title. */
export type Section = { title: string } & Record<string, unknown>;

export const isSection = (value: unknown): value is Section =>
  !!value && typeof value === 'object' && typeof (value as Section).title === 'string';

/** The fields that introduce a section, in the order one is taken. */
const LEADS = ['description', 'subtitle', 'summary', 'text', 'intro'] as const;

/** The names of a section's first list: its items' titles, or its strings. */
function listOf(section: Section): string[] {
  for (const [key, value] of Object.entries(section)) {
    if (!value || typeof value !== 'object' || wordsOf(value, key).length === 0) continue;
    const names = Object.values(value).flatMap((item: unknown) =>
      typeof item === 'string' ? [item] : isSection(item) ? [item.title] : [],
    );
    if (names.length > 1) return names;
  }
  return [];
}

/**
 * A section's summary: its introduction, then the names of what it lists ('Ventajas para tu
 * agencia: confidencialidad total, hasta 30 % de descuento…'); undefined if it has neither.
 */
export function sectionSummary(section: Section, lang: Lang): string | undefined {
  const lead = LEADS.map((key) => section[key]).find((v): v is string => typeof v === 'string');
  const names = listOf(section);
  if (names.length === 0) return lead;
  const listed = `${section.title}: ${list(names.map(lowerFirst), lang)}.`;
  return lead ? `${lead} ${listed}` : listed;
}

/** What the hand-worded summaries read besides the site's texts. */
export type WordingSources = {
  /** The blog's article titles, newest first. */
  articleTitles: string[];
  /** The portfolio's featured projects' titles. */
  featuredProjects: string[];
};

type Values = Record<string, string>;

/**
 * The values of each hand-worded summary's placeholders ({{price}}, {{days}}... come from the
 * agency's data, textFacts, for all), by the id of the document it summarises. A summary whose
 * document no longer exists fails the chat's tests.
 */
export function factValues(
  lang: Lang,
  { articleTitles, featuredProjects }: WordingSources,
): Partial<Record<keyof ChatTexts['facts'], Values>> {
  const t = resources[lang];
  const texts = chatTexts[lang];
  const { agency, offer } = t;
  const team = t.homeMore.team;
  const stats = Object.fromEntries(homeStats.map((stat) => [stat.id, stat.value]));
  const figures = Object.fromEntries(portfolioStats.map((stat) => [stat.key, stat.value]));
  const rows = agency.models.rows;
  const hours = openingHours(lang, t.common.footer);
  const position = t.careers.position;
  return {
    home: {
      description: team.description,
      location: team.location,
      years: stats.years ?? '',
      clients: stats.clients ?? '',
      projects: stats.projects ?? '',
      satisfaction: stats.satisfaction ?? '',
    },
    'home#team': {
      members: list(
        teamMembers
          .filter((m) => team.members[m].count !== '+')
          .map((m) => `${team.members[m].count} ${team.members[m].role.toLowerCase()}`),
        lang,
      ),
      mission: team.mission,
    },
    'marketing#price': {
      caption: offer.price.caption,
      included: list(offer.price.included.map(lowerFirst), lang),
    },
    'marketing#timeline': {
      steps: list(
        offerSteps.map((id) => {
          const step = offer.timeline.steps[id];
          return fill(texts.items.offerStep, {
            days: step.days.toLowerCase(),
            title: step.title.toLowerCase(),
          });
        }),
        lang,
      ),
      note: offer.price.note,
    },
    'agency#models': {
      whiteLabel: agency.models.whiteLabel,
      whiteLabelVisibility: lowerFirst(rows.visibility.whiteLabel),
      whiteLabelMargin: lowerFirst(rows.margin.whiteLabel),
      coBranding: agency.models.coBranding,
      coBrandingVisibility: lowerFirst(rows.visibility.coBranding),
      coBrandingMargin: lowerFirst(rows.margin.coBranding),
    },
    'agency#groups': {
      groups: list(
        agencyServiceGroups.map((group) => agency.groups.items[group].title.toLowerCase()),
        lang,
      ),
    },
    contact: { email: siteConfig.email, phone: siteConfig.phone },
    'contact#hours': { timeZone: siteConfig.hours.timeZone, hours: list(hours.lines, lang) },
    'contact#locations': { based: team.location, offices: list(officeCities, lang) },
    technologies: {
      names: list(
        techCategories.flatMap((category) => category.items.map((item) => item.name)),
        lang,
      ),
    },
    blog: { titles: list(articleTitles, lang) },
    portfolio: {
      projects: figures.projects ?? '',
      industries: figures.industries ?? '',
      satisfaction: figures.satisfaction ?? '',
      examples: list(featuredProjects, lang),
    },
    careers: {
      position: position.title,
      summary: position.summary.replace(/\.$/, ''),
      tags: position.tags.join(', '),
    },
  };
}
