// What the local assistant knows: documents built from the same texts and content the pages
// show (the translation namespaces, site/content, site/config), one set per language with the
// same ids, each pointing at the page it comes from. The assistant's own phrases, the search
// keywords of each document and the link labels are in site/i18n/{es,en}/assistant.json.
import { agencyBenefits, agencyModelRows, agencyServiceGroups } from '../../content/agency';
import { articleRoute, postsIn } from '../../content/blog/posts';
import { homeStats, teamMembers } from '../../content/home';
import { offerFeatures, offerSteps } from '../../content/offer';
import { portfolioProjects, portfolioStats } from '../../content/portfolio';
import { projectTypes, techCategories } from '../../content/technologies';
import { siteConfig } from '../../config';
import enChat from '../../i18n/en/assistant.json';
import esChat from '../../i18n/es/assistant.json';
import { fill } from '../../../domain';
import { officeCities, openingHours, textFacts } from '../../i18n/facts';
import { templateNamespaces } from '../../i18n/page-texts';
import { resources } from '../../i18n/resources';
import { staticPageKeys, type Lang, type Route, type StaticPageKey } from '../../routes';

export type ChatTexts = typeof esChat;
export const chatTexts: Record<Lang, ChatTexts> = { es: esChat, en: enChat };

/** One thing the assistant can say, and where the visitor reads more about it. */
export type KnowledgeDoc = {
  /** The same in both languages. */
  id: string;
  /** The page the reply links to. */
  route: Route;
  title: string;
  /** Searched: the page's own words on the subject. */
  text: string;
  /** Searched, and weighted: the page's meta keywords, tags and the chat's synonyms. */
  keywords: string;
  /** The reply: a few sentences written from the page's texts. */
  summary: string;
};

/** 'a, b and c' / 'a, b y c'. */
function list(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

/** Every string of a block of texts, but not image descriptions or button labels. */
function wordsOf(value: unknown, key = ''): string[] {
  if (/alt$|label$|cta$|^primary$|^secondary$|^button$|newTab/i.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  }
  return [];
}

/** 'Diseño a medida' inside a sentence: 'diseño a medida'. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const join = (...parts: unknown[]) => parts.flatMap((part) => wordsOf(part)).join(' ');

/** The page's keywords in its meta texts and the chat's own synonyms for a document. */
function keywordsOf(lang: Lang, id: string, page?: StaticPageKey): string {
  const chat = chatTexts[lang].keywords as Record<string, string>;
  const meta = page ? resources[lang].meta.pages[page].keywords : '';
  return `${meta} ${chat[id] ?? ''}`.trim();
}

type ServiceKey = Extract<StaticPageKey, `services/${string}`>;
const serviceKeys = staticPageKeys.filter((key): key is ServiceKey => key.startsWith('services/'));

/** The texts of a service's own page. */
function servicePageTexts(lang: Lang, key: ServiceKey): unknown {
  const t = resources[lang];
  if (key === 'services/web') return t.serviceWeb;
  if (key === 'services/ecommerce') return t.serviceShop;
  return t[templateNamespaces[key]];
}

/** The documents of a language, in a fixed order (the same ids in both languages). */
export function knowledgeDocs(lang: Lang): KnowledgeDoc[] {
  const t = resources[lang];
  const chat = chatTexts[lang];
  const facts = chat.facts;
  const docs: KnowledgeDoc[] = [];
  // The agency's data ({{brand}}, {{price}}, {{days}}...) filled in, as on the pages.
  const known = textFacts(lang);
  const add = (doc: Omit<KnowledgeDoc, 'keywords'> & { keywords?: string }, page?: StaticPageKey) =>
    docs.push({
      ...doc,
      title: fill(doc.title, known),
      text: fill(doc.text, known),
      summary: fill(doc.summary, known),
      keywords: fill(doc.keywords ?? keywordsOf(lang, doc.id, page), known),
    });
  const page = (key: Exclude<StaticPageKey, 'portfolio' | 'audit'>): Route => ({ key });

  // --- The special offer (spec section 9: 1,200 USD, 7 days, a year of hosting and a domain).
  const { price, days } = known;
  const offerWords = join(
    t.offer.title,
    t.offer.intro,
    offerFeatures.map((f) => t.offer.features.items[f]),
    t.offer.price,
    t.homeMore.promo.title,
    t.homeMore.promo.description,
  );
  add(
    {
      id: 'offer',
      route: page('marketing'),
      title: `${t.offer.hero.badge}: ${t.offer.title}`,
      text: `${offerWords} ${price}`,
      summary: t.offer.intro,
    },
    'marketing',
  );
  add({
    id: 'offer-included',
    route: page('marketing'),
    title: `${t.offer.hero.badge}: ${t.offer.price.includedTitle}`,
    text: join(t.offer.price, t.offer.features.items.hosting),
    summary: fill(facts.offerIncluded, {
      price,
      caption: t.offer.price.caption,
      included: list(t.offer.price.included.map(lowerFirst), lang),
    }),
  });
  const steps = offerSteps.map((step) => t.offer.timeline.steps[step]);
  add({
    id: 'offer-timeline',
    route: page('marketing'),
    title: `${t.offer.hero.badge}: ${t.offer.timeline.title}`,
    text: join(t.offer.timeline, t.offer.features.items.speed),
    summary: fill(facts.offerTimeline, {
      days,
      steps: list(
        steps.map((step) =>
          fill(facts.offerStep, {
            days: step.days.toLowerCase(),
            title: step.title.toLowerCase(),
          }),
        ),
        lang,
      ),
      note: t.offer.price.note,
    }),
  });

  // --- The agency programme (up to 30% discount, white label with +20% margin).
  const agency = t.agency;
  add(
    {
      id: 'agency',
      route: page('agency'),
      title: agency.title,
      text: join(agency.intro, agency.benefits.subtitle, agency.contact),
      summary: agency.intro,
    },
    'agency',
  );
  add({
    id: 'agency-discount',
    route: page('agency'),
    title: agency.benefits.items.discount.title,
    text: join(agencyBenefits.map((b) => agency.benefits.items[b])),
    summary: agency.benefits.items.discount.description,
  });
  const rows = agency.models.rows;
  add({
    id: 'agency-models',
    route: page('agency'),
    title: agency.models.title,
    text: join(
      agency.models.subtitle,
      agencyModelRows.map((row) => rows[row]),
      agency.benefits.items.confidentiality,
    ),
    summary: fill(facts.agencyModels, {
      whiteLabel: agency.models.whiteLabel,
      whiteLabelVisibility: lowerFirst(rows.visibility.whiteLabel),
      whiteLabelMargin: lowerFirst(rows.margin.whiteLabel),
      coBranding: agency.models.coBranding,
      coBrandingVisibility: lowerFirst(rows.visibility.coBranding),
      coBrandingMargin: lowerFirst(rows.margin.coBranding),
    }),
  });
  add({
    id: 'agency-services',
    route: page('agency'),
    title: agency.groups.title,
    text: join(agency.groups),
    summary: fill(facts.agencyServices, {
      groups: list(
        agencyServiceGroups.map((group) => agency.groups.items[group].title.toLowerCase()),
        lang,
      ),
    }),
  });

  // --- Services: the overview and every service page.
  const [servicesFaq, durationFaq, pricingFaq, supportFaq] = t.pages.faq.services;
  add(
    {
      id: 'services',
      route: page('services'),
      title: `${t.common.nav.services}: ${t.pages.pages.services.heading}`,
      text: join(t.pages.pages.services.intro, t.services.grid, servicesFaq),
      summary: servicesFaq?.answer ?? t.pages.pages.services.intro,
    },
    'services',
  );
  for (const key of serviceKeys) {
    const card = t.services.cards[key];
    add(
      {
        id: key,
        route: page(key),
        title: `${t.common.serviceNames[key]}: ${t.pages.pages[key].heading}`,
        text: join(card.description, card.features, servicePageTexts(lang, key)),
        summary: t.pages.pages[key].intro,
      },
      key,
    );
  }
  // The services page's other questions, as the page answers them.
  for (const [id, faq] of [
    ['faq-duration', durationFaq],
    ['faq-pricing', pricingFaq],
    ['support', supportFaq],
  ] as const) {
    if (!faq) continue;
    add({
      id,
      route: page('services'),
      title: faq.question,
      text: faq.answer,
      summary: faq.answer,
    });
  }

  // --- Contact: hours, how to reach us, where we are, and the contact page's questions.
  const footer = t.common.footer;
  const hours = openingHours(lang, footer);
  add({
    id: 'hours',
    route: page('contact'),
    title: hours.title,
    text: join(hours.lines),
    summary: fill(facts.hours, {
      timeZone: siteConfig.hours.timeZone,
      hours: list(hours.lines, lang),
    }),
  });
  add(
    {
      id: 'contact',
      route: page('contact'),
      title: `${footer.contactTitle}: ${t.pages.pages.contact.heading}`,
      text: join(t.pages.pages.contact.intro, footer.emailLabel, footer.phoneLabel),
      summary: fill(facts.contact, { email: siteConfig.email, phone: siteConfig.phone }),
    },
    'contact',
  );
  add({
    id: 'location',
    route: page('contact'),
    title: footer.locationsTitle,
    text: join(officeCities, t.homeMore.team.location, t.careers.openings.description),
    summary: fill(facts.location, {
      based: t.homeMore.team.location,
      offices: list(officeCities, lang),
    }),
  });
  t.pages.faq.contact.forEach((faq, i) => {
    add({
      id: `faq-contact-${i + 1}`,
      route: page('contact'),
      title: faq.question,
      text: faq.answer,
      summary: faq.answer,
    });
  });

  // --- Who we are: the home page's team and figures.
  const stats = Object.fromEntries(homeStats.map((stat) => [stat.id, stat.value]));
  const team = t.homeMore.team;
  add(
    {
      id: 'about',
      route: page('home'),
      title: `${team.eyebrow}: ${team.title}`,
      text: join(t.pages.pages.home, team.description, team.location, team.mission, t.home.stats),
      summary: fill(facts.about, {
        description: team.description,
        location: team.location,
        years: stats.years ?? '',
        clients: stats.clients ?? '',
        projects: stats.projects ?? '',
        satisfaction: stats.satisfaction ?? '',
      }),
    },
    'home',
  );
  add({
    id: 'team',
    route: page('home'),
    title: team.title,
    text: join(team.members, team.mission),
    summary: fill(facts.team, {
      members: list(
        teamMembers
          .filter((m) => team.members[m].count !== '+')
          .map((m) => `${team.members[m].count} ${team.members[m].role.toLowerCase()}`),
        lang,
      ),
      mission: team.mission,
    }),
  });

  // --- Technologies: all of them, each category, each project type of the selector.
  const tech = t.technologies;
  const techNames = techCategories.flatMap((category) => category.items.map((item) => item.name));
  add({
    id: 'technologies',
    route: page('technologies'),
    title: `${tech.eyebrow}: ${tech.title}`,
    text: join(tech.description, t.pages.pages.technologies),
    keywords: `${keywordsOf(lang, 'technologies', 'technologies')} ${techNames.join(' ')}`,
    summary: fill(facts.technologies, { names: list(techNames, lang) }),
  });
  for (const category of techCategories) {
    const texts = tech.categories[category.id];
    add({
      id: `tech-${category.id}`,
      route: page('technologies'),
      title: texts.title,
      text: join(
        texts.description,
        category.items.map((item) => `${item.name} ${tech.items[item.key]}`),
      ),
      // The technologies' names weigh like keywords: '¿Trabajan con Flutter?'
      keywords: `${keywordsOf(lang, `tech-${category.id}`)} ${category.items.map((item) => item.name).join(' ')}`,
      summary: fill(facts.techCategory, {
        category: texts.title,
        names: list(
          category.items.map((item) => item.name),
          lang,
        ),
        description: texts.description,
      }),
    });
  }
  for (const type of projectTypes) {
    const texts = tech.types[type.id];
    add({
      id: `project-${type.id}`,
      route: page('technologies'),
      title: texts.title,
      text: join(texts.description, texts.details, type.recommended.join(' ')),
      summary: fill(facts.projectType, {
        type: texts.title,
        names: list(type.recommended, lang),
        details: list(texts.details.map(lowerFirst), lang),
      }),
    });
  }

  // --- Blog: the list and each article (its frontmatter: card texts, description, keywords).
  const posts = postsIn(lang);
  add(
    {
      id: 'blog',
      route: page('blog'),
      title: t.blog.title,
      text: t.blog.intro,
      summary: fill(facts.blog, {
        titles: list(
          posts.map((post) => post.title),
          lang,
        ),
      }),
    },
    'blog',
  );
  for (const post of posts) {
    add({
      id: `article-${post.translationKey}`,
      route: articleRoute(post.translationKey),
      title: post.title,
      text: join(post.subtitle, post.description),
      keywords: `${post.keywords.join(', ')} ${post.tags.join(' ')}`,
      summary: fill(facts.article, { title: post.title, subtitle: post.subtitle }),
    });
  }

  // --- Portfolio: its figures and its projects.
  const projects = portfolioProjects(lang);
  const figures = Object.fromEntries(portfolioStats.map((stat) => [stat.key, stat.value]));
  const featured = projects.filter((p) => p.featured).map((p) => p.title);
  add(
    {
      id: 'portfolio',
      route: { key: 'portfolio' },
      title: t.portfolio.title,
      text: join(
        t.portfolio.intro,
        projects.map((p) => `${p.title} ${p.category}`),
        t.portfolio.filters,
      ),
      summary: fill(facts.portfolio, {
        projects: figures.projects ?? '',
        industries: figures.industries ?? '',
        satisfaction: figures.satisfaction ?? '',
        examples: list(featured, lang),
      }),
    },
    'portfolio',
  );

  // --- The rest of the site: careers, the audit tool, the utilities, privacy.
  const position = t.careers.position;
  add(
    {
      id: 'careers',
      route: page('careers'),
      title: `${t.careers.openings.title}: ${position.title}`,
      text: join(t.pages.pages.careers, position.requirements, t.careers.general),
      summary: fill(facts.career, {
        position: position.title,
        summary: position.summary.replace(/\.$/, ''),
        tags: position.tags.join(', '),
      }),
    },
    'careers',
  );
  add(
    {
      id: 'audit',
      route: { key: 'audit' },
      title: t.pages.pages.audit.heading,
      text: t.meta.pages.audit.description,
      summary: t.pages.pages.audit.intro,
    },
    'audit',
  );
  add(
    {
      id: 'utilities',
      route: page('utilities'),
      title: t.utilities.title,
      text: join(t.utilities.tools, t.utilities.localNote),
      summary: t.utilities.intro,
    },
    'utilities',
  );
  for (const key of ['utilities/qr', 'utilities/compressor', 'utilities/cropper'] as const) {
    add(
      {
        id: key,
        route: page(key),
        title: t.pages.pages[key].heading,
        text: t.meta.pages[key].description,
        summary: t.pages.pages[key].intro,
      },
      key,
    );
  }
  add(
    {
      id: 'privacy',
      route: page('privacy'),
      title: t.privacy.title,
      text: t.meta.pages.privacy.description,
      summary: t.privacy.intro,
    },
    'privacy',
  );
  return docs;
}
