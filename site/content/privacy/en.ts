import { CV_MAX_BYTES, formatBytes } from '../../../domain';
import { siteConfig } from '../../config';
import { locales } from '../../i18n/format';
import type { PrivacyPolicy } from './types';

const policy: PrivacyPolicy = {
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Nodo Web Studio is a web development studio with a team in Venezuela and offices in Miami and Valencia. This policy explains what personal data we handle when you visit our website, request a quote, apply for a job, use the chat or try our free tools: why we use it, who we share it with, how long we keep it and what rights you have.',
        },
        {
          type: 'paragraph',
          content:
            'Nodo Web Studio is the data controller for the information described here. When you visit from the European Economic Area, we process your data in line with the EU General Data Protection Regulation (GDPR); elsewhere, we follow the data protection laws that apply where we operate.',
        },
        {
          type: 'paragraph',
          content:
            'This policy covers this website. Client projects are governed by their own contracts, and the external sites we link to, such as our social media profiles, have their own privacy policies.',
        },
      ],
    },
    {
      id: 'data-collected',
      heading: 'Data we collect',
      blocks: [
        {
          type: 'paragraph',
          content:
            "We only collect what we need to handle your request. You don't need an account to use the site, and we don't collect special categories of data such as health information or beliefs.",
        },
        { type: 'subheading', content: 'Personal data you give us' },
        {
          type: 'list',
          items: [
            'Contact and quote form: your name, email address and message (required), the type of service you are interested in and, if you choose to share them, your company, phone number and budget range.',
            `Job application form: your name, email address, phone number, salary expectation, years of experience, English level, an optional cover letter and your CV as a PDF, DOC or DOCX file of up to ${formatBytes(CV_MAX_BYTES, locales.en)}.`,
            "Chat: the messages you type, the page language, a session identifier created each time a page loads and the time of each message. We don't ask for your name; if you share personal details in the conversation, we only use them to reply to you.",
            'Web audit: the address (URL) of the website you want analyzed.',
            'Direct communication: whatever you send us by email, by phone or through a messaging app.',
          ],
        },
        { type: 'subheading', content: 'Technical data' },
        {
          type: 'paragraph',
          content:
            "Like any web server, ours receives your IP address, browser type, the requested page and the time of every visit. We use this to serve pages, limit abusive submissions and protect the site. We don't use it to build profiles.",
        },
        {
          type: 'paragraph',
          content:
            'The QR code generator, image compressor and image cropper run entirely in your browser: your images and the content of your QR codes never leave your device.',
        },
      ],
    },
    {
      id: 'uses',
      heading: 'How we use your data',
      blocks: [
        {
          type: 'paragraph',
          content: 'We use your data only for the following purposes, each with its legal basis:',
        },
        {
          type: 'list',
          items: [
            'Answering your enquiries and preparing quotes, as pre-contractual steps you ask us to take.',
            'Delivering and invoicing the services you hire us for, to perform our contract and meet our legal obligations.',
            'Running our hiring process: reviewing your application and contacting you at your request, and considering you for future openings if you allow us to.',
            'Replying in the chat and generating the audit report, because these are services you request.',
            'Protecting the site and preventing fraud and spam, based on our legitimate interest.',
            'Sending you news or offers, only with your consent.',
          ],
        },
        {
          type: 'paragraph',
          content:
            "We don't make decisions that significantly affect you based solely on automated processing: people on our team review every job application, and the AI analysis in the audit evaluates websites, not people.",
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          type: 'paragraph',
          content:
            "This site currently sets no tracking cookies, or cookies of any other kind. It only keeps a few small items in your own browser's storage, which are not sent to our servers.",
        },
        { type: 'subheading', content: 'Essential' },
        {
          type: 'list',
          items: [
            "Language preference: when you pick a language, it is saved in your browser's local storage under the key i18nextLng so the site opens in that language on your next visit.",
            "Form drafts: your browser keeps a draft of the contact and job application forms in session storage so you don't lose your text if you reload the page. Your CV is never stored, and the draft is deleted once the form is sent or the tab is closed.",
            'Send control: your browser notes the time of your last submission of each form to prevent accidental duplicates.',
          ],
        },
        {
          type: 'paragraph',
          content:
            "These items are strictly necessary for features you use, so they don't require consent. You can delete them at any time in your browser settings.",
        },
        { type: 'subheading', content: 'Analytics' },
        {
          type: 'paragraph',
          content:
            "We don't use any analytics tools at the moment. If we add them in the future, they will only run after you give your consent, and we will update this policy to explain which tool we use and what it collects.",
        },
        { type: 'subheading', content: 'Marketing' },
        {
          type: 'paragraph',
          content:
            "We don't use advertising cookies or social media pixels either. If we ever add them, they will also depend on your prior consent, which you can withdraw at any time.",
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share your data with',
      blocks: [
        {
          type: 'paragraph',
          content:
            'We never sell or rent your personal data. We only share it with service providers that help us run the site, under contract and on our instructions:',
        },
        {
          type: 'list',
          items: [
            'Form delivery: contact and consulting messages and job applications (with the attached CV) reach our inbox through EmailJS (EmailJS Pte. Ltd.), which delivers them by email; when this site does not use EmailJS, our own server receives them and keeps them in a private outbox (only the team can read it) until we move them to our inbox.',
            'Hosting provider: hosts the website and the servers that handle forms, the chat and audits.',
            'Audit services: the URL is sent to a performance testing service and, to write the recommendations, to an AI provider that only receives the metrics of the analyzed site.',
            'Chat automation platform: processes your messages and may use an AI language model to draft the reply.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'We may also share data with advisers bound by confidentiality, such as accountants or lawyers, and with authorities when the law requires it.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          type: 'paragraph',
          content:
            'We use technical and organizational measures to protect your data against unauthorized access, loss or alteration, including:',
        },
        {
          type: 'list',
          items: [
            'Encrypted HTTPS connections and strict security headers across the site.',
            'Validation of all incoming data, size limits and checks on the real type of every attached file.',
            'Request rate limits, with keys for external services kept on the server only.',
            'Access limited to the team members who need it, under confidentiality commitments.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'No system is completely immune to attack. If a security breach ever affected your data, we would notify the relevant authority and, where the law requires it, you as well.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          type: 'paragraph',
          content:
            'If you visit from the European Economic Area, the GDPR gives you the rights listed below. Elsewhere, you have the rights granted by your local laws, and we will honor the same requests wherever we reasonably can:',
        },
        {
          type: 'list',
          items: [
            'Access: find out whether we hold your data and get a copy.',
            'Rectification: have inaccurate data corrected or incomplete data completed.',
            'Erasure: ask us to delete your data when it is no longer needed or you withdraw your consent.',
            'Objection: object to processing based on our legitimate interest and to marketing messages.',
            'Restriction: ask us to limit how we use your data in certain cases, for example while we check its accuracy.',
            'Portability: receive the data you gave us in a structured, commonly used format, or have it sent to another controller.',
            'Withdrawal of consent: at any time, without affecting processing carried out before.',
            'Complaint: lodge a complaint with a supervisory authority, such as the Spanish Data Protection Agency (AEPD) or the authority in your country of residence.',
          ],
        },
        {
          type: 'paragraph',
          content:
            "To exercise any of these rights, write to the address in the contact section below. It's free, and we will only ask for more information if we need to confirm your identity.",
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          type: 'paragraph',
          content:
            'We keep your data only as long as its purpose requires and our legal obligations demand:',
        },
        {
          type: 'list',
          items: [
            'Financial and billing data: 7 years, to meet accounting and tax obligations.',
            'Marketing data: 3 years from your last interaction with us, or until you withdraw your consent if that comes first.',
            "Enquiries and quote requests that don't turn into a project: 12 months from our last exchange, in our inbox and in the server's outbox alike.",
            "Job applications and CVs: up to 6 months after the hiring process closes, or 12 months if you allow us to consider you for future openings; then we delete them from our inbox and from the server's outbox.",
            'Chat conversations: up to 6 months.',
            'Server logs: up to 90 days, unless we need them to investigate a security incident.',
          ],
        },
        {
          type: 'paragraph',
          content:
            "We don't keep audit results linked to your identity: the report you download stays on your device. When a retention period ends, we delete the data or anonymize it.",
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Our team works from Venezuela and we have offices in Miami (United States) and Valencia (Spain), so your data may be accessed from countries other than your own. Some of our providers may also process it outside the European Economic Area.',
        },
        {
          type: 'paragraph',
          content:
            'In those cases we rely on appropriate safeguards, such as the Standard Contractual Clauses approved by the European Commission or, for US providers, their certification under the EU-U.S. Data Privacy Framework where they hold it, together with access controls and confidentiality commitments for our whole team. You can ask us for more details about these safeguards.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Privacy contact',
      blocks: [
        {
          type: 'paragraph',
          content: `For any question about this policy or how we handle your data, or to exercise your rights, email ${siteConfig.email} with "Privacy" in the subject line. You can also call us at ${siteConfig.phone} during the office hours shown at the foot of every page.`,
        },
        {
          type: 'paragraph',
          content:
            'We answer every request within 30 days. If a complex request needs more time, we will let you know within that period and explain why.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraph',
          content:
            'We may update this policy when our services, the tools we use or the applicable laws change. The date of the latest update is always shown on this page.',
        },
        {
          type: 'paragraph',
          content:
            'If a change is significant, for example if we start using analytics cookies, we will announce it with a visible notice on the site before it takes effect and, if we have your email address and the change affects you directly, we will also write to you. If new processing requires your consent, we will ask for it first.',
        },
      ],
    },
  ],
};

export default policy;
