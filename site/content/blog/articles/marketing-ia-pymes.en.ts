import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'How small businesses can use AI across content, ads, email and analytics, plus a practical 90-day plan to get started without blowing the marketing budget.',
  relatedServices: ['services/marketing', 'services/content', 'services/automation'],
  relatedPosts: ['ia-desarrollo-web', 'automatizacion-n8n-ia'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Not long ago, the most powerful marketing tools belonged to companies with whole teams of analysts, copywriters and media buyers. Today a five-person business can draft a newsletter in minutes, spin up a dozen variations of an ad, summarize hundreds of customer reviews or let Google Ads decide how to split a budget across Search, YouTube and Display. AI has made work that used to take days, or an outside agency, cheap and fast, and that shifts the balance in favor of small businesses.',
    },
    {
      type: 'paragraph',
      content:
        'Still, AI is a tool, not a strategy. Used carelessly, it produces bland copy, campaigns that burn through budget and decisions based on half the picture. In this article we look at where AI genuinely helps a small business, which tools are worth knowing and how to build a plan you can start on a modest budget and measure from the first month.',
    },
    { type: 'heading', content: 'What AI can and cannot do for your marketing' },
    {
      type: 'paragraph',
      content:
        'Large language models such as ChatGPT, Claude and Gemini are excellent at first drafts, summaries, brainstorming and reworking one message for different formats. The machine-learning systems built into ad and email platforms are good at something else: spotting patterns in large amounts of data, such as who should see an ad, when to send an email or which customers are likely to buy again. For a small business, that translates into very practical tasks:',
    },
    {
      type: 'list',
      items: [
        'Drafting blog posts, social media updates and product descriptions for a human to refine.',
        'Writing several versions of a headline or ad so you can test them against each other.',
        'Summarizing reviews, surveys and support conversations to surface recurring questions and objections.',
        'Creating or editing images for social posts and banners without booking a photo shoot every time.',
        'Segmenting contacts and adjusting bids or budgets automatically based on performance.',
      ],
    },
    {
      type: 'paragraph',
      content:
        "What AI does not have is knowledge of your business. It doesn't know your margins, why your best customers chose you or which promises you can actually keep. Nor can it guarantee that what it writes is true: language models can state made-up facts with complete confidence. Your role shifts from producing every piece yourself to directing, reviewing and deciding.",
    },
    { type: 'heading', content: 'Better content in less time' },
    {
      type: 'paragraph',
      content:
        'Content is still the engine of small-business marketing. It feeds your social channels and newsletters and helps your website rank. AI makes it realistic to publish consistently without losing entire days to writing, as long as it sits inside a clear process.',
    },
    { type: 'subheading', content: 'A workflow that holds up' },
    {
      type: 'list',
      items: [
        'Decide the goal and the audience of each piece before you open any tool.',
        'Give the AI context: who you are, how you speak, what you sell and samples of writing you like.',
        'Ask for an outline and a few alternatives rather than expecting a finished piece on the first try.',
        'Rewrite with your own expertise: real cases, honest opinions and the questions customers actually ask.',
        'Fact-check every number, name and claim before anything goes live.',
      ],
    },
    { type: 'subheading', content: 'Watch out for generic content' },
    {
      type: 'paragraph',
      content:
        "Google has been clear that it doesn't penalize content for being produced with AI; it targets content made to manipulate rankings rather than help people. Mass-publishing unreviewed articles is exactly what its spam policies on scaled content abuse are designed to catch. Your best defense is to add what a model can't invent: first-hand experience, a point of view and examples from your own work. Readers notice the difference, and so do search engines.",
    },
    {
      type: 'image',
      image: 'article-marketing-ia-pymes',
      alt: 'Abstract illustration of AI-assisted marketing: a network of glowing nodes linking a megaphone, campaign charts and customer message bubbles.',
    },
    { type: 'heading', content: 'Advertising: let the algorithm work, but feed it well' },
    {
      type: 'paragraph',
      content:
        'The major ad platforms now run on AI by default. In Google Ads, Performance Max campaigns cover Search, YouTube, Display, Gmail, Discover and Maps from a single campaign and decide where each ad appears. On Meta, Advantage+ campaigns automate targeting and placement across Facebook and Instagram. For a small business without a full-time media buyer, that removes a lot of manual work.',
    },
    { type: 'subheading', content: 'What the algorithm needs from you' },
    {
      type: 'paragraph',
      content:
        "Automated bidding optimizes for whatever goal you give it, and it is only as good as the signals it receives. Before you raise your spend, make sure you've covered the basics:",
    },
    {
      type: 'list',
      items: [
        'Track real conversions such as quote requests, calls or sales, not just clicks and visits.',
        'Give each conversion an approximate value so the platform favors your most profitable customers.',
        'Supply plenty of creative: several headlines, descriptions, images and videos the system can combine.',
        "Exclude searches, placements or audiences that aren't a fit wherever the platform allows it.",
        'Allow a learning period before judging a campaign, and avoid drastic changes every few days.',
      ],
    },
    { type: 'heading', content: 'Email, customer service and personalization' },
    {
      type: 'paragraph',
      content:
        'Email remains one of the most cost-effective channels a small business has, and popular platforms such as Mailchimp, Brevo and HubSpot now include AI features: subject-line suggestions, writing assistance, send-time optimization based on when each contact tends to open, and behavior-based segments. With a well-maintained list, small gains on every send add up over a year.',
    },
    {
      type: 'paragraph',
      content:
        'On the service side, a chatbot on your website can answer common questions around the clock, qualify leads and hand the conversation to a person when needed. Connected to an automation tool like n8n, the same workflow can add the lead to your CRM, alert your sales team and send a follow-up email with no manual steps. The secret is to design the answers carefully and always leave a clear path to a human.',
    },
    { type: 'heading', content: 'A 90-day plan to get started' },
    {
      type: 'paragraph',
      content:
        "You don't need to overhaul all your marketing at once. Start with a couple of processes that eat up time and can be measured, then build from there:",
    },
    {
      type: 'list',
      items: [
        'Month 1: review your analytics, set up conversion tracking and write down your brand voice and ideal customer.',
        'Month 2: bring AI into content production and email, with a mandatory human review before anything is published.',
        'Month 3: launch or restructure a paid campaign around conversion goals and compare results with the previous period.',
        'At the end: use the data, not gut feeling, to decide what to keep, what to adjust and what to drop.',
      ],
    },
    { type: 'subheading', content: 'Data, privacy and human oversight' },
    {
      type: 'paragraph',
      content:
        "Before pasting information into an AI tool, check what the provider does with it. Keep customers' personal data out of services that don't offer contractual safeguards, respect the consent your contacts have given and, if you sell in Europe, keep the GDPR and the EU AI Act in mind, as the Act's obligations are being phased in over the coming years. Finally, make one person responsible for reviewing what gets published: AI speeds up the work, but accountability stays with your business.",
    },
    { type: 'heading', content: 'Conclusion' },
    {
      type: 'paragraph',
      content:
        "AI lets a small business do more marketing with fewer resources: publish consistently, get more out of every advertising dollar and respond to customers at any hour. The results come when it's paired with a clear strategy, reliable data and human judgment. If you'd like to know where to start in your own business, get in touch. At Nodo Web Studio we'll look at where you are today, propose a plan that fits your budget and help you put it into practice, from content and campaigns to automation.",
    },
  ],
};

export default article;
