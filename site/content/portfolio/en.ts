import type { ProjectText } from './types';

/** English project card texts, keyed by project id (see projects.ts). */
const texts: Record<number, ProjectText> = {
  1: {
    title: 'Clínica Solmar',
    description:
      'Website with online appointment booking for a family medicine clinic, including specialist profiles and automated reminders. Phone bookings dropped by half and no-shows fell by 30%.',
    category: 'Healthcare',
  },
  2: {
    title: 'Café Montaña Alta',
    description:
      'Online store for a Venezuelan specialty coffee brand, with monthly subscriptions and shipping to the United States and Spain. Online sales tripled in the first year and active subscriptions passed 400.',
    category: 'E-commerce',
  },
  3: {
    title: 'Cambio Ágil',
    description:
      'Web platform for sending remittances from the United States to Latin America, with identity verification, card payments and real-time tracking of every transfer. It now handles thousands of transactions a month with a full audit trail.',
    category: 'Fintech',
  },
  4: {
    title: 'Arcelia Construcciones',
    description:
      'Corporate website for a construction company, with a filterable portfolio of completed work, a project map and a quote request form. Inquiries through the website doubled within six months.',
    category: 'Construction',
  },
  5: {
    title: 'Rutamar Travel',
    description:
      'Booking platform for a Caribbean travel agency, with package search, real-time availability and online payments. Direct bookings grew by 45% and the agency now relies far less on third-party booking sites.',
    category: 'Web Development',
  },
  6: {
    title: 'LimpiaPro Hogar',
    description:
      'Website with an instant quote calculator and online scheduling for a home cleaning company in Miami. Customers book in under two minutes and get their confirmation automatically by WhatsApp and email.',
    category: 'Services',
  },
  7: {
    title: 'Grupo Atlántico Logística',
    description:
      'Bilingual corporate website for a freight company, with a page for each service, shipment tracking and an easy-to-use content management system. It loads in under a second and doubled business inquiries.',
    category: 'Corporate Website',
  },
  8: {
    title: 'Vibra Social',
    description:
      'Social network for Latin American content creators, with profiles, posts, direct messages and real-time notifications. It passed 10,000 registered users in its first six months.',
    category: 'Social Media',
  },
  9: {
    title: 'Kora Skin',
    description:
      'Pre-sale landing page for the launch of a skincare line, with built-in checkout and a countdown timer. The first batch sold out in ten days, with 6% of visitors placing an order.',
    category: 'Landing Page',
  },
  10: {
    title: 'Finza',
    description:
      'Invoicing and expense tracking web app for freelancers and small businesses, with online payments, payment reminders and monthly reports. On average, its users get paid twelve days sooner.',
    category: 'Fintech',
  },
  11: {
    title: 'Publícalo',
    description:
      'Tool for planning and scheduling Instagram, Facebook and LinkedIn posts from a single calendar, with client approval built in. Agencies using it spend half as much time managing social accounts.',
    category: 'Social Tools',
  },
  12: {
    title: 'Mendoza & Asociados',
    description:
      "Website for an immigration law firm, with practice area pages, a legal blog and consultation booking. The blog now ranks on Google and brings in most of the firm's new consultations.",
    category: 'Professional Services',
  },
  13: {
    title: 'Conecta Pymes',
    description:
      'Networking platform for small businesses, with a member directory, events, messaging and contact recommendations by industry. It arranged more than 2,000 business meetings in its first year.',
    category: 'Networking',
  },
};

export default texts;
