import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Next.js, Nuxt, Astro, React Router 7 (formerly Remix) and SvelteKit in 2025: what each JavaScript metaframework offers and how to choose the right one.',
  relatedServices: ['services/web', 'services/ecommerce', 'technologies'],
  relatedPosts: ['seo-core-web-vitals', 'ia-desarrollo-web'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'A few years ago, starting a React or Vue project meant picking a router, configuring a bundler, working out server-side rendering and wiring all the pieces together by hand. Today metaframeworks do that job: layers built on top of a UI library that bring routing, data loading, rendering and deployment together in a single package with clear conventions.',
    },
    {
      type: 'paragraph',
      content:
        'In 2025 the landscape is mature but crowded, and each option starts from a different philosophy. In this article we compare the five that matter most, Next.js, Nuxt, Astro, Remix (now React Router 7) and SvelteKit, as they stand in January 2025, and explain how we choose between them at Nodo Web Studio depending on the project.',
    },
    { type: 'heading', content: 'What a metaframework does for you' },
    {
      type: 'paragraph',
      content:
        'Each has its own style, but they all take on a set of responsibilities that used to fall on the development team:',
    },
    {
      type: 'list',
      items: [
        'File-based or config-based routing, with nested routes and dynamic parameters.',
        'Several rendering modes, from server-side rendering (SSR) to static generation at build time (SSG) or periodic regeneration, mixed page by page.',
        'Data loading and form handling wired into the server, with no separate API to build.',
        'An optimized build out of the box, with code splitting, route prefetching and image and font handling.',
        'Adapters for deploying to a Node server, to containers or to serverless and edge platforms.',
      ],
    },
    {
      type: 'paragraph',
      content:
        'The difference lies in how they balance these pieces, and that shows up in load times, search visibility and long-term maintenance costs. Under the hood, Nuxt, Astro, SvelteKit and React Router 7 all build on Vite, while Next.js uses Turbopack in development and webpack for production builds.',
    },
    {
      type: 'image',
      image: 'article-metaframeworks-2025',
      alt: 'Abstract illustration of five colorful building blocks, each marked with a code symbol, fitting onto a shared base that represents a web page',
    },
    { type: 'heading', content: 'The five contenders' },
    { type: 'subheading', content: 'Next.js 15: the de facto standard for React' },
    {
      type: 'paragraph',
      content:
        'Next.js, maintained by Vercel, is the most widely used metaframework in the React ecosystem. Its App Router, stable since version 13.4, is built on React Server Components: components render on the server by default, and only the ones that need interactivity ship JavaScript to the browser. Version 15, released in October 2024, brought React 19 support, a stable Turbopack for local development and an important shift in defaults: fetch requests and GET route handlers are no longer cached automatically, which makes behavior far easier to predict.',
    },
    {
      type: 'paragraph',
      content:
        'Its biggest strength is the ecosystem: documentation, libraries and a large pool of developers. Its main weakness is complexity, since the caching model and the boundary between server and client code take time to master.',
    },
    { type: 'subheading', content: 'Nuxt 3: productivity for Vue teams' },
    {
      type: 'paragraph',
      content:
        'Nuxt is to Vue what Next.js is to React, with a strong focus on developer comfort: auto-imported components and composables, file-based routing, and official and community modules for images, content, internationalization and SEO. Its server engine, Nitro, deploys the same project to Node, serverless or edge platforms by switching a single preset, and routeRules let you decide, route by route, whether a page is static, server-rendered or regenerated on a schedule.',
    },
    {
      type: 'paragraph',
      content:
        'Nuxt 3 is stable and mature (it reached version 3.15 in December 2024), and Nuxt 4 is on the way: you can already turn on its compatibility mode to prepare for the upgrade.',
    },
    { type: 'subheading', content: 'Astro 5: content first, JavaScript only when needed' },
    {
      type: 'paragraph',
      content:
        'Astro starts from a different premise: most websites are mainly content, so by default it outputs HTML with no client-side JavaScript at all. Interactive parts become islands that hydrate independently, on page load, when they scroll into view or when the browser is idle, and they can be written in React, Vue, Svelte, Solid or Preact within the same project.',
    },
    {
      type: 'paragraph',
      content:
        'Astro 5, released in December 2024, introduced the Content Layer, which gathers content from Markdown files, a headless CMS or any API into typed collections, and Server Islands, which serve a static page from the cache and then fill in dynamic fragments such as a shopping cart or a user’s details. For blogs, company websites and documentation, its performance is hard to beat.',
    },
    { type: 'subheading', content: 'Remix and React Router 7: web standards with React' },
    {
      type: 'paragraph',
      content:
        'Remix popularized a model rooted in web fundamentals: each route defines a loader to read data and an action to process forms, using standard Request and Response objects and progressive enhancement, so forms work even before JavaScript loads. In November 2024 the team, backed by Shopify since 2022, made a surprising move: it merged Remix into React Router 7, which now offers a framework mode with server rendering, static pre-rendering and automatically generated types for every route.',
    },
    {
      type: 'paragraph',
      content:
        'For Remix 2 users, React Router 7 is the official next step, and projects already on React Router can adopt framework features gradually, without a rewrite.',
    },
    { type: 'subheading', content: 'SvelteKit 2: lightweight, with a great developer experience' },
    {
      type: 'paragraph',
      content:
        'Svelte is a compiler: it turns components into lean JavaScript instead of shipping a heavy runtime to the browser. Svelte 5, released in October 2024, introduced runes ($state, $derived, $effect), a more explicit and predictable reactivity system that also works outside components. SvelteKit 2 handles the rest: folder-based routes, load functions, form actions with progressive enhancement, and adapters for Node, static hosting, Vercel, Netlify and Cloudflare.',
    },
    {
      type: 'paragraph',
      content:
        'Its community is smaller than React’s or Vue’s, which shows in the choice of libraries and developers, but teams that try it tend to love its simplicity.',
    },
    { type: 'heading', content: 'Which one should you choose? A quick guide' },
    {
      type: 'paragraph',
      content:
        'There is no single winner. These are the rules of thumb we apply when starting a project:',
    },
    {
      type: 'list',
      items: [
        'If your site is mostly content, such as a blog, a company website or a landing page, Astro is the most straightforward choice.',
        'If you are building an interactive app, dashboard or customer portal with React, Next.js or React Router 7 are safe bets.',
        'If your team already knows Vue, Nuxt will make it productive from day one.',
        'If you rely on forms that must work well even on slow connections, React Router 7 and SvelteKit stand out thanks to progressive enhancement.',
        'If you want simplicity and very little client-side JavaScript, SvelteKit or Astro will make your life easier.',
      ],
    },
    { type: 'heading', content: 'Factors that matter more than hype' },
    { type: 'subheading', content: 'Team and maintenance' },
    {
      type: 'paragraph',
      content:
        'The first question is not technical: what does your team know, and who will maintain the project three years from now? A brilliant framework that nobody on your team can maintain is a poor investment. Also look at who funds each project and how it handles major versions: Next.js and Svelte are backed by Vercel, React Router by Shopify, and Nuxt and Astro have their own companies and very active communities. All five are open source under the MIT license.',
    },
    { type: 'subheading', content: 'Hosting and costs' },
    {
      type: 'paragraph',
      content:
        'Next.js deploys to Vercel with almost no configuration and can also be self-hosted on Node or Docker, although some features take more work outside Vercel; for other platforms there are adapters such as OpenNext. The others rely on adapters or presets for virtually any provider. And if your site can be fully static, hosting becomes very inexpensive.',
    },
    { type: 'subheading', content: 'Performance and SEO' },
    {
      type: 'paragraph',
      content:
        'All five render HTML on the server or at build time, so any of them can rank well when used properly. The difference is how much JavaScript reaches the browser and how easy it is to keep Core Web Vitals in the green: Astro and SvelteKit have a head start by design, while with Next.js, Nuxt or React Router the outcome depends more on the team’s discipline about what runs on the server and what runs in the browser.',
    },
    {
      type: 'heading',
      content: 'Conclusion: the best foundation is the one that fits your project',
    },
    {
      type: 'paragraph',
      content:
        'In 2025 any of these metaframeworks can power fast, secure websites that rank well; the key is to choose based on the type of project, your team and your growth plans, not on trends. If you are about to start a new website or are thinking about migrating your current one, tell us what you need and we will help you pick the right foundation before a single line of code is written.',
    },
  ],
};

export default article;
