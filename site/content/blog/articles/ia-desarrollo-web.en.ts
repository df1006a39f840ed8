import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'How AI is changing web development: coding assistants, rapid prototyping, personalization and genuinely helpful chatbots, plus the risks and best practices.',
  relatedServices: ['services/web', 'services/automation', 'services/design'],
  relatedPosts: ['automatizacion-n8n-ia', 'marketing-ia-pymes'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Not long ago, artificial intelligence in web development meant a clever autocomplete here and there and chatbots that replied with canned answers. Today it is part of everyday work: coding assistants write and review entire functions, design tools produce interfaces from a plain-language description, and websites can tailor their content to each visitor or answer questions around the clock.',
    },
    {
      type: 'paragraph',
      content:
        'At Nodo Web Studio we use these tools every day, and we also build them into our clients’ projects. In this article we look at what is really changing, where AI adds value, where human judgment still matters most, and what to keep in mind if you want to bring AI to your own website.',
    },
    { type: 'heading', content: 'Coding assistants: from autocomplete to pair programming' },
    { type: 'subheading', content: 'What they can do today' },
    {
      type: 'paragraph',
      content:
        'GitHub Copilot, generally available since 2022, popularized the idea of an assistant that suggests code as you type. The progress since then has been remarkable: editors such as Cursor and Windsurf, as well as Copilot’s own multi-file editing mode, can propose coordinated changes across a whole project from a single natural-language instruction. Models like Claude 3.5 Sonnet and GPT-4o know modern tools such as React, Next.js and Tailwind CSS well, and since December 2024 GitHub has also offered a free Copilot plan in VS Code.',
    },
    {
      type: 'paragraph',
      content: 'In our day-to-day work, the assistant is especially useful for:',
    },
    {
      type: 'list',
      items: [
        'Generating boilerplate for forms, validation, TypeScript types and API calls.',
        'Writing unit tests for an existing function and suggesting edge cases that are easy to miss.',
        'Explaining legacy or poorly documented code before we change it.',
        'Updating syntax when a library upgrade introduces breaking changes.',
        'Drafting technical documentation and clear commit messages.',
      ],
    },
    { type: 'subheading', content: 'What you should not delegate' },
    {
      type: 'paragraph',
      content:
        'AI writes fast, but it takes no responsibility. It can invent functions that a library does not have, suggest outdated dependencies or introduce subtle vulnerabilities, such as unsanitized queries or secret keys exposed in the browser. That is why every generated line goes through the same review as hand-written code: careful reading, automated tests and security checks. Architecture decisions, accessibility and performance still depend on experienced people who understand the client’s business.',
    },
    {
      type: 'image',
      image: 'article-ia-desarrollo-web',
      alt: 'Abstract illustration of a code editor where an AI assistant suggests highlighted lines of code next to a website chat window',
    },
    { type: 'heading', content: 'Design and prototypes in minutes' },
    {
      type: 'paragraph',
      content:
        'Tools such as Vercel’s v0 or StackBlitz’s Bolt.new generate a working interface from a text prompt, or even from a screenshot. Figma, for its part, is testing AI features in beta that draft first versions of screens and rename layers automatically. For us they are an accelerator in the early stages: within a single meeting we can go from an idea to a clickable prototype and validate the structure with the client before investing hours in the final design.',
    },
    {
      type: 'paragraph',
      content:
        'Still, a generated prototype is not a finished product. Its code usually needs substantial cleanup, the visual identity tends to be generic, and it rarely meets WCAG accessibility guidelines on its own. The value lies in reaching the important decisions sooner, not in skipping them.',
    },
    { type: 'heading', content: 'Personalization: a website that adapts to every visitor' },
    {
      type: 'paragraph',
      content:
        'Personalization is no longer reserved for the big platforms. With language models and semantic search, a mid-sized website can deliver more relevant experiences without building a data team. Here are some examples we already use or recommend:',
    },
    {
      type: 'list',
      items: [
        'Semantic search that understands intent, such as “trail running shoes for wet weather”, rather than matching exact words only.',
        'Product or article recommendations based on what the visitor is currently browsing.',
        'Messages and calls to action that change with the traffic source or the stage of the buying journey.',
        'Product descriptions and image alt text drafted by AI and reviewed by a person before publishing.',
      ],
    },
    { type: 'subheading', content: 'Privacy comes first' },
    {
      type: 'paragraph',
      content:
        'Personalization needs data, and data demands responsibility. Before sending your users’ information to an AI provider, check where it is processed, whether it is used to train models and what your privacy policy says. If you serve customers in Europe, the GDPR applies just as it does to any other processing, and many improvements work perfectly well with anonymous or session-level data, without identifying anyone.',
    },
    { type: 'heading', content: 'Chatbots that actually answer questions' },
    {
      type: 'paragraph',
      content:
        'The old decision-tree chatbots caused more frustration than they solved. Today’s chatbots, built on language models, answer naturally and, more importantly, with information about your business. The key technique is called retrieval-augmented generation (RAG): the assistant first searches your documents, catalog or FAQ and then answers from that content instead of improvising.',
    },
    {
      type: 'paragraph',
      content:
        'In the automation projects we build with n8n, the chatbot does more than chat: it can check an order’s status, add a lead to the CRM or book an appointment. To make it work well, we recommend:',
    },
    {
      type: 'list',
      items: [
        'Restricting its answers to approved sources and instructing it to admit when it does not know something.',
        'Always offering a way to reach a person, who receives the full conversation history.',
        'Telling users clearly that they are talking to an automated assistant.',
        'Loading the widget only when the user opens it, so it does not hurt page speed or Core Web Vitals.',
        'Reviewing conversations regularly to catch mistakes and unanswered questions.',
      ],
    },
    {
      type: 'paragraph',
      content:
        'Transparency is more than good manners: the EU Artificial Intelligence Act, in force since August 2024, turns it into a legal requirement as its provisions are phased in.',
    },
    { type: 'heading', content: 'How to get started without losing control' },
    {
      type: 'paragraph',
      content:
        'You do not need to rebuild your website to benefit from AI. The sensible approach is to start with a specific, measurable problem: repetitive questions flooding your inbox, a search box that never finds anything, or a catalog with hundreds of products and no descriptions. Decide what you want to improve, test it on a small scale, measure the results and expand only what works. And remember that AI amplifies what you already have: if your content is disorganized or your site is slow, fix the foundations first.',
    },
    { type: 'heading', content: 'Conclusion: AI as an ally, not a replacement' },
    {
      type: 'paragraph',
      content:
        'Artificial intelligence is already changing how websites are designed, built and used, but judgment, quality and accountability remain human. If you want to know what it could bring to your project, whether that is an assistant for your customers, smarter search or automated workflows, tell us about your situation and we will put together a realistic plan, with no empty promises.',
    },
  ],
};

export default article;
