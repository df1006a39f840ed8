import { PageIntro } from './PageIntro';

export default function PortfolioPage() {
  return <PageIntro pageKey="portfolio" />;
}
