import type { StaticPageKey } from '../routes';
import type { ImageName } from './images';

/** The hero's two slides (spec section 3): artwork and where the two actions go. */
export const heroSlides = [
  { id: 'agencies', image: 'hero-agencies', primary: 'agency', secondary: 'services' },
  { id: 'clients', image: 'hero-clients', primary: 'contact', secondary: 'services' },
] as const satisfies readonly {
  id: string;
  image: ImageName;
  primary: StaticPageKey;
  secondary: StaticPageKey;
}[];

/** Spec section 9: 100+ clients, 10+ years, 500+ projects, 98% satisfaction. */
export const homeStats = [
  { id: 'clients', value: '100+' },
  { id: 'years', value: '10+' },
  { id: 'projects', value: '500+' },
  { id: 'satisfaction', value: '98%' },
] as const;

export const promoImages = [
  'promo-site-1',
  'promo-site-2',
  'promo-site-3',
  'promo-site-4',
  'promo-site-5',
] as const satisfies readonly ImageName[];

export const teamMembers = ['developers', 'seo', 'content', 'growing'] as const;

export const testimonialImages = [
  'testimonial-1',
  'testimonial-2',
  'testimonial-3',
] as const satisfies readonly ImageName[];

/** The four service cards of the home page (spec: web, design, SEO, plugins). */
export const homeServiceKeys = [
  'services/web',
  'services/design',
  'services/seo',
  'services/plugins',
] as const satisfies readonly StaticPageKey[];

/** At most three articles in the teaser, two tags each (spec section 9). */
export const TEASER_POSTS = 3;
