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
