// Sizes of the generated artwork in site/public/img/ (drawn by scripts/artwork/, rendered by
// scripts/make-images.mjs). This file is bundled for the browser, so it repeats the numbers instead
// of importing the scripts; tests/unit/images.test.ts checks that both lists agree.

/** Intrinsic size of each image and the widths rendered for it (AVIF, WebP and JPEG each). */
export const imageSizes = {
  'hero-agencies': { width: 1600, height: 900, widths: [640, 960, 1280, 1600] },
  'hero-clients': { width: 1600, height: 900, widths: [640, 960, 1280, 1600] },
  'promo-site-1': { width: 640, height: 480, widths: [320, 640] },
  'promo-site-2': { width: 640, height: 480, widths: [320, 640] },
  'promo-site-3': { width: 640, height: 480, widths: [320, 640] },
  'promo-site-4': { width: 640, height: 480, widths: [320, 640] },
  'promo-site-5': { width: 640, height: 480, widths: [320, 640] },
  'service-web': { width: 800, height: 500, widths: [400, 800] },
  'service-ecommerce': { width: 800, height: 500, widths: [400, 800] },
  'service-design': { width: 800, height: 500, widths: [400, 800] },
  'service-seo': { width: 800, height: 500, widths: [400, 800] },
  'service-marketing': { width: 800, height: 500, widths: [400, 800] },
  'service-plugins': { width: 800, height: 500, widths: [400, 800] },
  'service-content': { width: 800, height: 500, widths: [400, 800] },
  'service-automation': { width: 800, height: 500, widths: [400, 800] },
  'testimonial-1': { width: 160, height: 160, widths: [80, 160] },
  'testimonial-2': { width: 160, height: 160, widths: [80, 160] },
  'testimonial-3': { width: 160, height: 160, widths: [80, 160] },
  'blog-ia-desarrollo-web': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'blog-metaframeworks-2025': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'blog-seo-core-web-vitals': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'blog-automatizacion-n8n-ia': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'blog-marketing-ia-pymes': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'shop-project-1': { width: 800, height: 600, widths: [400, 800] },
  'shop-project-2': { width: 800, height: 600, widths: [400, 800] },
  'shop-project-3': { width: 800, height: 600, widths: [400, 800] },
  team: { width: 1200, height: 800, widths: [600, 900, 1200] },
  'article-ia-desarrollo-web': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'article-metaframeworks-2025': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'article-seo-core-web-vitals': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'article-automatizacion-n8n-ia': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'article-marketing-ia-pymes': { width: 1200, height: 675, widths: [400, 800, 1200] },
  'project-1': { width: 800, height: 600, widths: [400, 800] },
  'project-2': { width: 800, height: 600, widths: [400, 800] },
  'project-3': { width: 800, height: 600, widths: [400, 800] },
  'project-4': { width: 800, height: 600, widths: [400, 800] },
  'project-5': { width: 800, height: 600, widths: [400, 800] },
  'project-6': { width: 800, height: 600, widths: [400, 800] },
  'project-7': { width: 800, height: 600, widths: [400, 800] },
  'project-8': { width: 800, height: 600, widths: [400, 800] },
  'project-9': { width: 800, height: 600, widths: [400, 800] },
  'project-10': { width: 800, height: 600, widths: [400, 800] },
  'project-11': { width: 800, height: 600, widths: [400, 800] },
  'project-12': { width: 800, height: 600, widths: [400, 800] },
  'project-13': { width: 800, height: 600, widths: [400, 800] },
  'agency-hero': { width: 1200, height: 800, widths: [600, 900, 1200] },
} as const;

export type ImageName = keyof typeof imageSizes;

export type ImageSource = { type: 'image/avif'; srcSet: string };

export type ImageSet = { src: string; width: number; height: number; sources: ImageSource[] };

/**
 * Sources for <picture>: an AVIF srcset plus a JPEG fallback, with intrinsic size. Every current
 * browser decodes AVIF; one that does not takes the JPEG. (A WebP layer between them would serve
 * only those few, and cost every page's HTML its bytes.)
 */
export function imageSet(name: ImageName): ImageSet {
  const { width, height, widths } = imageSizes[name];
  const url = (w: number, ext: string) => `/img/${name}-${w}.${ext}`;
  return {
    src: url(Math.max(...widths), 'jpg'),
    width,
    height,
    sources: [
      { type: 'image/avif', srcSet: widths.map((w) => `${url(w, 'avif')} ${w}w`).join(', ') },
    ],
  };
}
