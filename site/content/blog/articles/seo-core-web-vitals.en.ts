import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'A practical guide to Core Web Vitals: what LCP, INP and CLS measure, how Google assesses them with real-user data and the fixes that improve each one.',
  relatedServices: ['services/seo', 'services/web', 'audit'],
  relatedPosts: ['metaframeworks-2025', 'ia-desarrollo-web'],
  blocks: [
    {
      type: 'paragraph',
      content:
        "A website can have the best content in its industry and still lose visitors in the first few seconds: the hero image takes ages to appear, the checkout button ignores the first tap, or the text jumps just as you're about to click a link. Google has been measuring these frustrations for years with a set of metrics called Core Web Vitals, and uses them as part of the page experience signals its ranking systems take into account.",
    },
    {
      type: 'paragraph',
      content:
        "This guide explains what each metric measures, how Google evaluates them using data from real users, which tools to use to diagnose problems and which concrete changes actually move the numbers. It's the same process we follow in our own audits.",
    },
    {
      type: 'heading',
      content: 'What Core Web Vitals are',
    },
    {
      type: 'paragraph',
      content:
        'Core Web Vitals are three metrics that summarize the loading experience, interactivity and visual stability of a page. Since March 2024 the trio has been LCP, INP and CLS: that month, Interaction to Next Paint (INP) officially replaced First Input Delay (FID), which only measured the delay before the first interaction and which almost every site passed without trying. Google rates each result as “good”, “needs improvement” or “poor”:',
    },
    {
      type: 'list',
      items: [
        'LCP (Largest Contentful Paint) measures how long the largest content element visible on screen takes to render; it is good at 2.5 seconds or less and poor above 4 seconds.',
        "INP (Interaction to Next Paint) measures how quickly the page gives visual feedback after a visitor's clicks, taps and key presses; it is good at 200 milliseconds or less and poor above 500.",
        'CLS (Cumulative Layout Shift) measures how much elements move around unexpectedly while the page is in use; it is good at 0.1 or less and poor above 0.25.',
      ],
    },
    {
      type: 'subheading',
      content: 'How much do they affect rankings?',
    },
    {
      type: 'paragraph',
      content:
        "It pays to be realistic. Google has made it clear that Core Web Vitals are among the signals its ranking systems use, but also that relevance and content quality matter far more: a lightning-fast page with mediocre content won't outrank the best answer to a query. The metrics make a difference between pages of similar quality and, above all, after the click: a site that loads quickly and responds instantly keeps more visitors and converts better. That's why we treat them as an investment in conversion that also helps SEO.",
    },
    {
      type: 'heading',
      content: 'How Google measures them: field data and the 75th percentile',
    },
    {
      type: 'paragraph',
      content:
        "The assessment that counts for Google doesn't come from a one-off test but from field data: measurements Chrome collects from real users who have opted in to sharing usage statistics. It is published in the Chrome User Experience Report (CrUX) and covers a rolling 28-day window. Each metric is assessed at the 75th percentile, so a page passes LCP only if at least three out of four visits see the main content within 2.5 seconds. Mobile and desktop are evaluated separately, and pages with little traffic are grouped with similar URLs or assessed using data for the whole site.",
    },
    {
      type: 'paragraph',
      content:
        "In practice, it isn't enough for the site to feel fast on your office computer with a fiber connection: you need to optimize for a visitor on a mid-range phone with a patchy connection.",
    },
    {
      type: 'subheading',
      content: 'Lab data versus field data',
    },
    {
      type: 'paragraph',
      content:
        'Lab tools load the page on a simulated device and network, which makes them ideal for diagnosing problems and testing changes before they go live. Field data reflects what your users actually experience, but it lags behind: an improvement can take up to four weeks to show up fully in CrUX. The best approach combines both:',
    },
    {
      type: 'list',
      items: [
        'PageSpeed Insights combines CrUX field data, when the page or site has enough traffic, with a Lighthouse lab analysis.',
        "The Core Web Vitals report in Google Search Console groups your site's URLs by status (good, needs improvement or poor) and lets you validate a fix once it's live.",
        "Lighthouse, built into Chrome DevTools, audits the page in the lab and suggests specific improvements; since nobody clicks during a standard load, it can't measure INP and uses Total Blocking Time as a rough proxy.",
        'The DevTools Performance panel lets you record a session, spot long tasks and measure your own interactions.',
        "Google's web-vitals library sends your real visitors' metrics to your analytics tool, with enough detail to pinpoint which element or interaction causes each problem.",
      ],
    },
    {
      type: 'image',
      image: 'article-seo-core-web-vitals',
      alt: 'Abstract illustration of a dashboard with three circular gauges for LCP, INP and CLS, each with green, amber and red zones marking the Core Web Vitals thresholds',
    },
    {
      type: 'heading',
      content: 'LCP: getting the main content on screen fast',
    },
    {
      type: 'paragraph',
      content:
        "The LCP element is usually the hero image, a banner or the main headline. Its time breaks down into four parts: the server's time to first byte (TTFB), the delay before the browser discovers the resource, the download time and the delay before it's painted on screen. These are the fixes that deliver the biggest gains:",
    },
    {
      type: 'list',
      items: [
        'Cut TTFB with server-side caching, a CDN close to your visitors and prerendered or statically generated pages wherever the content allows it.',
        'Never lazy-load the hero image (loading="lazy"), and mark it with fetchpriority="high" so the browser fetches it ahead of everything else.',
        'If the image is set as a CSS background or injected by JavaScript, the browser discovers it late: declare it directly in the HTML or add a preload hint.',
        'Serve images in modern formats such as AVIF or WebP, with srcset and sizes so that each device downloads the right size.',
        'Remove or defer render-blocking CSS and JavaScript, and inline only the critical CSS for the visible part of the page.',
      ],
    },
    {
      type: 'heading',
      content: 'INP: a site that responds instantly',
    },
    {
      type: 'paragraph',
      content:
        'INP observes every interaction during a visit (clicks, taps and key presses) and, broadly speaking, reports the slowest one; on pages with a very large number of interactions it ignores a few outliers. Each interaction has three phases: input delay, while the main thread finishes whatever it was doing; processing time, spent running your event handlers; and presentation delay, until the browser paints the next frame. The usual culprit is long tasks: chunks of JavaScript that run for more than 50 milliseconds and stop the browser from responding to the user.',
    },
    {
      type: 'subheading',
      content: 'Fixes that work',
    },
    {
      type: 'list',
      items: [
        "Break long tasks into smaller pieces and yield to the browser between them, for example with setTimeout or with scheduler.yield where it's supported.",
        'Show immediate visual feedback, such as a loading indicator, and postpone non-urgent work like sending analytics.',
        'Audit your third-party scripts: chat widgets, ad pixels, heatmaps and tag managers are frequently the main cause of a poor INP.',
        'Keep the DOM small and avoid interleaving style reads and writes, which force the browser to recalculate the layout over and over.',
        'In React and other framework-based apps, avoid unnecessary re-renders, split code by route and use progressive or partial hydration.',
      ],
    },
    {
      type: 'heading',
      content: 'CLS: visual stability without surprises',
    },
    {
      type: 'paragraph',
      content:
        "A layout shift happens when a visible element changes position without the user causing it: an ad that pushes the text down or a font that changes size as it loads. Shifts that occur within 500 milliseconds of a user interaction don't count, because the user expects them. CLS groups shifts into time windows and reports the worst one, so shifts that happen while scrolling matter too.",
    },
    {
      type: 'list',
      items: [
        'Always set width and height, or the CSS aspect-ratio property, on images, videos and iframes so the browser reserves their space from the start.',
        'Reserve a minimum height for ads, embedded videos and widgets that load later.',
        "Don't insert banners or notices above content that's already visible; overlay them or give them a reserved slot.",
        "Match your fallback font to your web font's metrics with size-adjust so the text doesn't resize when the download finishes.",
        'Animate with transform and opacity rather than properties such as top, height or margin, which push neighboring elements around.',
      ],
    },
    {
      type: 'heading',
      content: 'A working plan to improve your metrics',
    },
    {
      type: 'paragraph',
      content:
        'Optimizing without a method often raises the Lighthouse score without improving real-world data. This is the order we follow:',
    },
    {
      type: 'subheading',
      content: '1. Diagnose with real data',
    },
    {
      type: 'paragraph',
      content:
        'Start with Search Console and PageSpeed Insights to find out which metric is failing, on which device type and in which groups of pages. If a whole template fails, such as every product page, a single fix can repair hundreds of URLs.',
    },
    {
      type: 'subheading',
      content: '2. Prioritize the fixes',
    },
    {
      type: 'paragraph',
      content:
        'Rank the problems by impact and effort: removing lazy loading from a hero image takes minutes; changing how a framework hydrates the page can take weeks. Reproduce each problem in the lab and confirm the improvement by emulating a mobile device with throttled CPU and network.',
    },
    {
      type: 'subheading',
      content: '3. Monitor continuously',
    },
    {
      type: 'paragraph',
      content:
        "Validate your fixes in Search Console and keep an eye on the data over the next 28 days. To stop problems creeping back, set performance budgets, review every third-party script before installing it and collect your own field data. Performance isn't a project you finish; it's a habit.",
    },
    {
      type: 'heading',
      content: "Let's talk about your site",
    },
    {
      type: 'paragraph',
      content:
        "Core Web Vitals aren't an end in themselves, but they reliably tell you whether your site treats visitors well, and improving them usually translates into more conversions. If your metrics are in the red or you're not sure where to start, Nodo Web Studio can audit your site, prioritize the fixes and implement them with you. Tell us about your project and we'll show you which improvements will have the biggest impact.",
    },
  ],
};

export default article;
