// What the heroes of the web development and online store pages show. Kept apart from the
// rest of those pages' content, whose logos and icons load with the part below the hero.

/** Web page figures (spec section 9). */
export const webStats = [
  { id: 'projects', value: '100+' },
  { id: 'rating', value: '5.0' },
  { id: 'support', value: '24/7' },
] as const;

/** The online store hero's claims (custom store, no commissions, 50+ clients, 4 weeks). */
export const shopHighlights = ['custom', 'noCommission', 'clients', 'delivery'] as const;
