import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'What n8n is, practical workflows for sales, support and admin, how to use AI agents with human oversight, and what to watch for in security and cost.',
  relatedServices: ['services/automation', 'services/web', 'services/marketing'],
  relatedPosts: ['ia-desarrollo-web', 'marketing-ia-pymes'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Copying form submissions into the CRM, answering the same question about delivery times for the hundredth time, downloading invoices from your inbox to type them into the accounting spreadsheet… Each of these tasks looks small, but together they eat up hours every week that your team could spend selling, looking after customers or improving the product.',
    },
    {
      type: 'paragraph',
      content:
        "Automation isn't new, but two things have changed: visual tools like n8n connect almost any application without a large custom build, and language models can automate tasks that used to require reading and understanding text. Here we explain what n8n is, which workflows work well in sales, customer support and administration, how to bring AI in without losing control, and what to watch for in security and cost.",
    },
    {
      type: 'heading',
      content: 'What n8n is',
    },
    {
      type: 'paragraph',
      content:
        'n8n is a workflow automation platform founded in Berlin in 2019. Each workflow is built on a visual canvas by connecting nodes: a trigger (a form submission, a new email, a schedule or a webhook call) followed by a series of steps that transform data and act on other applications. It comes with more than 400 ready-made integrations, including Google Workspace, Slack, HubSpot and WhatsApp Business, and when an app has no dedicated node, the HTTP Request node can talk to any API. For custom logic, the Code node accepts JavaScript and Python.',
    },
    {
      type: 'subheading',
      content: 'Fair-code and self-hostable',
    },
    {
      type: 'paragraph',
      content:
        "n8n is distributed under a model its creators call fair-code: the source code is public, and you can install it on your own server (with Docker, for instance) and use it free of charge for your company's internal processes. It isn't open source in the strict sense, because its license, the Sustainable Use License, prevents you from reselling n8n as a service to others, among other restrictions, and some enterprise features require a paid license. If you'd rather not run servers, there's n8n Cloud, hosted by the vendor.",
    },
    {
      type: 'paragraph',
      content:
        "For a small business, self-hosting has two clear advantages: customer data doesn't pass through a third party's infrastructure, and costs don't balloon as the number of executions grows. The trade-off is that someone has to take care of updates, backups and monitoring.",
    },
    {
      type: 'heading',
      content: 'Practical workflows for your business',
    },
    {
      type: 'paragraph',
      content:
        'The best place to start is with processes that are repetitive, frequent and governed by clear rules. These are some of the workflows that save our clients the most time:',
    },
    {
      type: 'subheading',
      content: 'Sales: no lead left waiting',
    },
    {
      type: 'paragraph',
      content:
        "When someone fills in the form on your website, a webhook starts the workflow: n8n creates or updates the contact in your CRM, checks whether they're already a customer, uses a language model to classify the request by service and stated budget, and alerts the right salesperson on Slack or by email with a summary. If there's no CRM activity after 48 hours, the workflow sends a reminder. The result: replies in minutes, not days.",
    },
    {
      type: 'subheading',
      content: 'Customer support: an instant first response',
    },
    {
      type: 'paragraph',
      content:
        "Messages arriving by email, chat or WhatsApp go through a classifier that identifies the topic and urgency. Common questions (opening hours, order status, shipping terms) are answered with information from your knowledge base and order system, while complaints and sensitive cases are routed to a person along with a summary of the conversation and the customer's history, so nobody has to ask the same thing twice.",
    },
    {
      type: 'subheading',
      content: 'Administration: less copy and paste',
    },
    {
      type: 'list',
      items: [
        'Automatically extract the details from supplier invoices that arrive by email as PDFs and record them in your spreadsheet or accounting software.',
        "Generate and send a report every Monday with the previous week's sales, new leads and outstanding payments.",
        'Onboard a new client in a single step by creating their shared folder, their project in your management tool and their welcome email.',
        'Keep stock levels or prices in sync between your online store and your back-office system to avoid errors and selling items that are out of stock.',
      ],
    },
    {
      type: 'heading',
      content: 'AI inside your workflows',
    },
    {
      type: 'paragraph',
      content:
        "n8n includes AI nodes built on LangChain that connect to providers such as OpenAI, Anthropic, Google Gemini and Mistral, as well as to models running on your own server through Ollama. There are nodes for specific tasks, such as classifying text, analyzing sentiment, summarizing documents or extracting structured data from an email, and an AI Agent node that combines a language model with memory and tools: it can look things up in your CRM, search a vector knowledge base or call another n8n workflow to decide what to do next. Add a vector store such as Qdrant or PGVector and you can build an assistant that answers from your company's own documentation (the technique known as RAG).",
    },
    {
      type: 'image',
      image: 'article-automatizacion-n8n-ia',
      alt: 'Illustration of an automation workflow: connected nodes on a dark canvas, with a central AI agent node linking email, a CRM, a spreadsheet and a human approval step',
    },
    {
      type: 'paragraph',
      content: 'The key is to use AI where it adds value, not everywhere:',
    },
    {
      type: 'list',
      items: [
        'Use it to interpret free text: sorting emails, pulling data out of documents or detecting the intent behind a message.',
        'Use it to draft replies, summaries or proposals that a person then reviews.',
        'Leave exact logic, such as calculations, business rules and status changes, to standard nodes, which always produce the same result.',
        'Ask the model for output in a fixed structure, such as JSON, and validate it before passing it on to the next step.',
      ],
    },
    {
      type: 'heading',
      content: 'Keeping a human in the loop',
    },
    {
      type: 'paragraph',
      content:
        "Automating doesn't mean taking people out of important decisions. In n8n a workflow can pause and wait: the Wait node resumes execution when someone clicks a link or submits a form, and several integrations, such as Slack and Gmail, can send a message and wait for a reply before carrying on. That way, the AI agent prepares the response to a complaint or a draft quote, and a team member approves, edits or rejects it with one click.",
    },
    {
      type: 'paragraph',
      content:
        'We recommend requiring human approval for anything sent to a customer that involves financial or legal commitments, for actions that are hard to undo (payments, deletions, bulk changes) and, during the first few weeks, for any new AI-powered workflow. Once the workflow proves reliable, you can gradually ease off the oversight.',
    },
    {
      type: 'heading',
      content: 'Security and cost',
    },
    {
      type: 'subheading',
      content: 'Security',
    },
    {
      type: 'list',
      items: [
        "Protect the editor with strong passwords and two-factor authentication, and don't expose it to the internet unless you need to.",
        "Store credentials in n8n's encrypted credential manager, with your own encryption key and the minimum permissions on every API.",
        'Authenticate public webhooks with a header or token so nobody outside your company can trigger your workflows.',
        'Send the language model only the data it strictly needs, check where your provider processes information and keep GDPR in mind if you handle data from European customers.',
        'Limit the tools an agent can use: malicious text hidden in an email can try to hijack its instructions, a technique known as prompt injection.',
        'Keep n8n up to date, back up its database and set up an error workflow that alerts you when something fails.',
      ],
    },
    {
      type: 'subheading',
      content: 'Cost',
    },
    {
      type: 'paragraph',
      content:
        "With the self-hosted edition you pay no license fee, but you do pay for the server (a modest one is enough to start with) and for the hours spent on maintenance. n8n Cloud charges by plan and by the number of complete workflow executions, not per step. On top of that comes AI usage, billed per token: use small models for classification and data extraction, save the more powerful ones for complex tasks and cap the length of the inputs. Before automating anything, work out how many hours a month the process takes; that figure will quickly tell you whether it's worth it.",
    },
    {
      type: 'heading',
      content: 'Start with one process',
    },
    {
      type: 'paragraph',
      content:
        "You don't need to automate the whole business at once: a single, well-chosen workflow can give you back several hours a week and teach you what works in your case. At Nodo Web Studio we design, deploy and maintain automations with n8n and AI, either in the cloud or on your own server. Tell us which tasks eat up most of your time and we'll suggest where to start.",
    },
  ],
};

export default article;
