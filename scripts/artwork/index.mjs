// Generated artwork for the site: every raster image is drawn as an SVG in the brand palette
// (palette.mjs, read from ui/tokens.css) and turned into AVIF and JPEG by scripts/make-images.mjs.
// No stock photos: abstract compositions, stylised UI mockups and flat illustrations. Drawing is
// deterministic: each image seeds its own PRNG with its name, so the same source always gives the
// same pixels. Which images there are, their sizes and the widths rendered are the site's list,
// site/content/image-sizes.json (site/content/images.ts reads it too): this catalogue only pairs
// each name with its drawing.
//
// Modules: svg.mjs (PRNG, SVG primitives, Canvas), icons.mjs, helpers.mjs (shared drawing helpers,
// re-exporting both), scenes.mjs (larger shared pieces), projects-kit.mjs (shared by the portfolio
// screenshots), and one module per image family.

import { readFileSync } from 'node:fs';
import { agencyHero } from './agency.mjs';
import { articleMarketingAi, articleN8n } from './articles-business.mjs';
import { articleAi, articleMetaframeworks, articleVitals } from './articles-dev.mjs';
import { blogMarketingAi, blogN8n } from './blog-business.mjs';
import { blogAi, blogMetaframeworks, blogVitals } from './blog-dev.mjs';
import { Canvas } from './helpers.mjs';
import { heroAgencies, heroClients } from './hero.mjs';
import { projectFinanceDashboard, projectPayments } from './projects-fintech.mjs';
import { projectClinic, projectFirm, projectLanding } from './projects-services.mjs';
import { projectFashion, projectMarketplace } from './projects-shops.mjs';
import { projectNetworking, projectSocialApp, projectSocialTools } from './projects-social.mjs';
import { projectConstruction, projectCorporate, projectPlatform } from './projects-web.mjs';
import { promoFitness, promoLaw, promoRestaurant, promoSaas, promoStore } from './promo.mjs';
import { serviceDesign, serviceEcommerce, serviceSeo, serviceWeb } from './services-build.mjs';
import {
  serviceAutomation,
  serviceContent,
  serviceMarketing,
  servicePlugins,
} from './services-grow.mjs';
import { shopElectronics, shopFashion, shopOrganic } from './shop.mjs';
import { team } from './team.mjs';
import { avatar, looks } from './testimonials.mjs';

/** @type {Record<string, { width: number, height: number, widths: number[] }>} */
const sizes = JSON.parse(
  readFileSync(new URL('../../site/content/image-sizes.json', import.meta.url), 'utf8'),
);

// ---------------------------------------------------------------------------------------------
// The catalogue

function entry(name, draw) {
  const size = sizes[name];
  if (!size) throw new Error(`${name} is drawn but not in site/content/image-sizes.json`);
  const { width, height, widths } = size;
  return [
    name,
    {
      width,
      height,
      widths,
      svg: () => {
        const c = new Canvas(width, height, name);
        draw(c);
        return c.toString();
      },
    },
  ];
}

/** Every generated image: name -> intrinsic size, rendered widths and the SVG source. */
export const artwork = Object.fromEntries([
  entry('hero-agencies', heroAgencies),
  entry('hero-clients', heroClients),
  entry('promo-site-1', promoRestaurant),
  entry('promo-site-2', promoStore),
  entry('promo-site-3', promoLaw),
  entry('promo-site-4', promoFitness),
  entry('promo-site-5', promoSaas),
  entry('service-web', serviceWeb),
  entry('service-ecommerce', serviceEcommerce),
  entry('service-design', serviceDesign),
  entry('service-seo', serviceSeo),
  entry('service-marketing', serviceMarketing),
  entry('service-plugins', servicePlugins),
  entry('service-content', serviceContent),
  entry('service-automation', serviceAutomation),
  ...Object.entries(looks).map(([name, [bg, figure]]) => entry(name, (c) => avatar(c, bg, figure))),
  entry('blog-ia-desarrollo-web', blogAi),
  entry('blog-metaframeworks-2025', blogMetaframeworks),
  entry('blog-seo-core-web-vitals', blogVitals),
  entry('blog-automatizacion-n8n-ia', blogN8n),
  entry('blog-marketing-ia-pymes', blogMarketingAi),
  entry('article-ia-desarrollo-web', articleAi),
  entry('article-metaframeworks-2025', articleMetaframeworks),
  entry('article-seo-core-web-vitals', articleVitals),
  entry('article-automatizacion-n8n-ia', articleN8n),
  entry('article-marketing-ia-pymes', articleMarketingAi),
  entry('shop-project-1', shopFashion),
  entry('shop-project-2', shopOrganic),
  entry('shop-project-3', shopElectronics),
  entry('team', team),
  entry('agency-hero', agencyHero),
  entry('project-1', projectPlatform),
  entry('project-2', projectFashion),
  entry('project-3', projectFinanceDashboard),
  entry('project-4', projectClinic),
  entry('project-5', projectConstruction),
  entry('project-6', projectLanding),
  entry('project-7', projectSocialApp),
  entry('project-8', projectFirm),
  entry('project-9', projectMarketplace),
  entry('project-10', projectPayments),
  entry('project-11', projectSocialTools),
  entry('project-12', projectCorporate),
  entry('project-13', projectNetworking),
]);

for (const name of Object.keys(sizes)) {
  if (!(name in artwork))
    throw new Error(`site/content/image-sizes.json lists ${name}: draw it here`);
}
