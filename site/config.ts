// The agency's own data, in one place: everything the site says about who runs it and how to
// reach it. Public, never secret (secrets stay on the server: .env, site/server). Read at build
// time; the values that differ by deployment come from VITE_* variables (.env.example).
//
// Values written `placeholder(...)` are the demonstration data the site ships with. Replace each
// whole call with the agency's own value before launch: `npm run build` lists those still in use
// and `npm run build -- --strict` refuses to build with any (README, "Make it yours").
import { placeholder } from './placeholders';

const env = import.meta.env;

/** A deployment's value from the environment, or the one written here. */
function fromEnv(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

/** Opening and closing time of a day, 24-hour 'HH:MM' in the hours' time zone. */
export type OpeningTimes = { opens: string; closes: string };

/** One office: shown in the footer and the contact page, and in the structured data. */
export type Office = {
  city: string;
  /** State or province, where the address uses one (e.g. 'FL'). */
  region?: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'ES'. */
  country: string;
};

export const siteConfig = {
  /** The agency's name, as every page, title and message writes it. */
  brand: 'Nodo Web Studio',
  /** Absolute origin used in canonical links, hreflang, Open Graph and the sitemap. */
  siteUrl: fromEnv(env.VITE_SITE_URL, placeholder('https://nodoweb.studio')).replace(/\/+$/, ''),
  /** The separate client panel the client-access button sends users to (full redirect). */
  clientPanelUrl: fromEnv(env.VITE_CLIENT_PANEL_URL, placeholder('https://panel.nodoweb.studio/')),
  /** The public address: footer, contact page, privacy policy, chat; the outbox's recipient. */
  email: placeholder('hola@nodoweb.studio'),
  /** The phone as visitors read it; its tel: link keeps the + and the digits. */
  phone: placeholder('+1 (305) 555-0142'),
  /** The sales team's WhatsApp number, international format, digits only. */
  whatsapp: placeholder('13055550142'),
  offices: placeholder<readonly Office[]>([
    { city: 'Miami', region: 'FL', country: 'US' },
    { city: 'Valencia', country: 'ES' },
  ]),
  /** When the team answers; `saturday: null` when closed. */
  hours: placeholder({
    /** Shown beside the hours, e.g. 'EST', 'CET'. */
    timeZone: 'EST',
    weekdays: { opens: '09:00', closes: '18:00' } as OpeningTimes,
    saturday: { opens: '09:00', closes: '13:00' } as OpeningTimes | null,
  }),
  /** Profiles linked from the header, the footer and the structured data. */
  social: placeholder([
    { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/nodowebstudio' },
    { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/nodowebstudio' },
    { id: 'github', name: 'GitHub', url: 'https://github.com/nodowebstudio' },
  ] as const),
  /** The outside tools of the utilities hub (the site's own tools are pages). */
  tools: placeholder({
    giveaways: 'https://sorteos.nodoweb.studio/',
    tasks: 'https://metas.nodoweb.studio/',
  }),
  /** Each portfolio project's live site, by its id (site/content/portfolio); none: no link. */
  portfolioLinks: placeholder<Record<number, string>>({
    1: 'https://clinicasolmar.com',
    2: 'https://cafemontanaalta.com',
    3: 'https://cambioagil.app',
    4: 'https://arceliaconstrucciones.com',
    5: 'https://rutamartravel.com',
    6: 'https://limpiaprohogar.com',
    7: 'https://grupoatlanticologistica.com',
    8: 'https://vibrasocial.app',
    9: 'https://koraskin.shop',
    10: 'https://finzaapp.com',
    11: 'https://publicalo.app',
    12: 'https://mendozayasociados.com',
    13: 'https://conectapymes.net',
  }),
  /** The offer page's plan (spec section 9): one price, written by formatPrice everywhere. */
  offer: { price: 1200, currency: 'USD', days: 7 },
  /** The range of project prices, in the structured data and the services FAQ. */
  priceRange: { low: 500, high: 25000, currency: 'USD', offers: 7 },
  /** The agency programme's terms, in percent: the agency page, the home hero, the chat. */
  agencyProgram: {
    /** A partner's largest discount on the standard prices ("up to 30% off"). */
    maxDiscountPercent: 30,
    /** How much more margin white label leaves the agency than co-branding ("+20% margin"). */
    whiteLabelExtraMarginPercent: 20,
  },
  /** The clients' rating in the structured data: only a real, verifiable one. */
  rating: placeholder({ value: 4.9, count: 127 }),
  shareImage: { width: 1200, height: 630 },
} as const;

export type SocialId = (typeof siteConfig.social)[number]['id'];

/** The phone's tel: link. */
export const phoneHref = `tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`;
