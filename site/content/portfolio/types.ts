/** The category filters of the portfolio (spec section 3), in display order. */
export const portfolioFilters = [
  'all',
  'web-development',
  'e-commerce',
  'corporate',
  'fintech',
  'social',
] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];
export type ProjectCategoryFilter = Exclude<PortfolioFilter, 'all'>;

/** What a project is, the same in both languages. */
export type ProjectFacts = {
  id: number;
  /** The filter that shows it (fix of the original: every project maps to one explicitly). */
  filter: ProjectCategoryFilter;
  technologies: string[];
  /** The live site (opens in a new tab); none for a project not online. */
  url?: string;
  featured: boolean;
};

/** What a project card says, per language. */
export type ProjectText = { title: string; description: string; category: string };
