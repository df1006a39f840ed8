// Public, non-secret settings of the site, read at build time (VITE_* variables, see .env.example).
// Secrets never live here: they stay on the server (site/server).

const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const siteConfig = {
  brand: 'Nodo Web Studio',
  /** Absolute origin used in canonical links, hreflang, Open Graph and the sitemap. */
  siteUrl: setting(env.VITE_SITE_URL, 'https://nodoweb.studio').replace(/\/+$/, ''),
  /** The separate client panel the client-access button sends users to (full redirect). */
  clientPanelUrl: setting(env.VITE_CLIENT_PANEL_URL, 'https://panel.nodoweb.studio/'),
  email: 'hola@nodoweb.studio',
  phone: '+1 (305) 555-0142',
  phoneHref: 'tel:+13055550142',
  /** The WhatsApp number of the sales team (international format, digits only). */
  whatsapp: '13055550142',
  social: [
    { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/nodowebstudio' },
    { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/nodowebstudio' },
    { id: 'github', name: 'GitHub', url: 'https://github.com/nodowebstudio' },
  ],
  /** Structured-data claims (spec section 9). */
  rating: { value: 4.9, count: 127 },
  priceRange: { low: 500, high: 25000, currency: 'USD', offers: 7 },
  shareImage: { width: 1200, height: 630 },
} as const;

export type SocialId = (typeof siteConfig.social)[number]['id'];
