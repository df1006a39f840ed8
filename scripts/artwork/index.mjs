// Generated artwork for the site: every raster image is drawn as an SVG in the brand palette
// (palette.mjs, read from ui/tokens.css) and turned into AVIF/WebP/JPEG by scripts/make-images.mjs.
// No stock photos: abstract compositions, stylised UI mockups and flat illustrations. Drawing is
// deterministic: each image seeds its own PRNG with its name, so the same source always gives the
// same pixels. site/content/images.ts repeats the names and sizes for the browser;
// tests/unit/images.test.ts keeps the two in step.
//
// Modules: svg.mjs (PRNG, SVG primitives, Canvas), icons.mjs, helpers.mjs (shared drawing helpers,
// re-exporting both), scenes.mjs (larger shared pieces), projects-kit.mjs (shared by the portfolio
// screenshots), and one module per image family.

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

// ---------------------------------------------------------------------------------------------
// The catalogue

function entry(name, width, height, widths, draw) {
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
  entry('hero-agencies', 1600, 900, [640, 960, 1280, 1600], heroAgencies),
  entry('hero-clients', 1600, 900, [640, 960, 1280, 1600], heroClients),
  entry('promo-site-1', 640, 480, [320, 640], promoRestaurant),
  entry('promo-site-2', 640, 480, [320, 640], promoStore),
  entry('promo-site-3', 640, 480, [320, 640], promoLaw),
  entry('promo-site-4', 640, 480, [320, 640], promoFitness),
  entry('promo-site-5', 640, 480, [320, 640], promoSaas),
  entry('service-web', 800, 500, [400, 800], serviceWeb),
  entry('service-ecommerce', 800, 500, [400, 800], serviceEcommerce),
  entry('service-design', 800, 500, [400, 800], serviceDesign),
  entry('service-seo', 800, 500, [400, 800], serviceSeo),
  entry('service-marketing', 800, 500, [400, 800], serviceMarketing),
  entry('service-plugins', 800, 500, [400, 800], servicePlugins),
  entry('service-content', 800, 500, [400, 800], serviceContent),
  entry('service-automation', 800, 500, [400, 800], serviceAutomation),
  ...Object.entries(looks).map(([name, [bg, figure]]) =>
    entry(name, 160, 160, [80, 160], (c) => avatar(c, bg, figure)),
  ),
  entry('blog-ia-desarrollo-web', 1200, 675, [400, 800, 1200], blogAi),
  entry('blog-metaframeworks-2025', 1200, 675, [400, 800, 1200], blogMetaframeworks),
  entry('blog-seo-core-web-vitals', 1200, 675, [400, 800, 1200], blogVitals),
  entry('blog-automatizacion-n8n-ia', 1200, 675, [400, 800, 1200], blogN8n),
  entry('blog-marketing-ia-pymes', 1200, 675, [400, 800, 1200], blogMarketingAi),
  entry('article-ia-desarrollo-web', 1200, 675, [400, 800, 1200], articleAi),
  entry('article-metaframeworks-2025', 1200, 675, [400, 800, 1200], articleMetaframeworks),
  entry('article-seo-core-web-vitals', 1200, 675, [400, 800, 1200], articleVitals),
  entry('article-automatizacion-n8n-ia', 1200, 675, [400, 800, 1200], articleN8n),
  entry('article-marketing-ia-pymes', 1200, 675, [400, 800, 1200], articleMarketingAi),
  entry('shop-project-1', 800, 600, [400, 800], shopFashion),
  entry('shop-project-2', 800, 600, [400, 800], shopOrganic),
  entry('shop-project-3', 800, 600, [400, 800], shopElectronics),
  entry('team', 1200, 800, [600, 900, 1200], team),
  entry('agency-hero', 1200, 800, [600, 900, 1200], agencyHero),
  entry('project-1', 800, 600, [400, 800], projectPlatform),
  entry('project-2', 800, 600, [400, 800], projectFashion),
  entry('project-3', 800, 600, [400, 800], projectFinanceDashboard),
  entry('project-4', 800, 600, [400, 800], projectClinic),
  entry('project-5', 800, 600, [400, 800], projectConstruction),
  entry('project-6', 800, 600, [400, 800], projectLanding),
  entry('project-7', 800, 600, [400, 800], projectSocialApp),
  entry('project-8', 800, 600, [400, 800], projectFirm),
  entry('project-9', 800, 600, [400, 800], projectMarketplace),
  entry('project-10', 800, 600, [400, 800], projectPayments),
  entry('project-11', 800, 600, [400, 800], projectSocialTools),
  entry('project-12', 800, 600, [400, 800], projectCorporate),
  entry('project-13', 800, 600, [400, 800], projectNetworking),
]);
