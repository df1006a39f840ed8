import {
  Building2,
  Cloud,
  LayoutDashboard,
  Server,
  ShoppingCart,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { TechMark } from '../../ui';
import { mongodb } from '../../ui/icons/tech-marks/mongodb';
import { nextjs } from '../../ui/icons/tech-marks/nextjs';
import { nodejs } from '../../ui/icons/tech-marks/nodejs';
import { postgresql } from '../../ui/icons/tech-marks/postgresql';
import { react } from '../../ui/icons/tech-marks/react';
import { typescript } from '../../ui/icons/tech-marks/typescript';
import type { StaticPageKey } from '../routes';

/** The web-development page's six solutions (spec): the shop card has its own page. */
export const webSolutions = [
  { id: 'ecommerce', icon: ShoppingCart, target: 'services/ecommerce' },
  { id: 'corporate', icon: Building2, target: 'contact' },
  { id: 'portal', icon: LayoutDashboard, target: 'contact' },
  { id: 'saas', icon: Cloud, target: 'contact' },
  { id: 'pwa', icon: Smartphone, target: 'contact' },
  { id: 'api', icon: Server, target: 'contact' },
] as const satisfies readonly { id: string; icon: LucideIcon; target: StaticPageKey }[];

/** Spec: logos of React, Node.js, TypeScript, Next.js, MongoDB, PostgreSQL. */
export const webTechLogos = [
  { name: 'React', icon: react },
  { name: 'Node.js', icon: nodejs },
  { name: 'TypeScript', icon: typescript },
  { name: 'Next.js', icon: nextjs },
  { name: 'MongoDB', icon: mongodb },
  { name: 'PostgreSQL', icon: postgresql },
] as const satisfies readonly { name: string; icon: TechMark }[];

/** Spec: and by name, Docker, AWS, Vercel, MongoDB Atlas, Supabase, Stripe. */
export const webTechNames = ['Docker', 'AWS', 'Vercel', 'MongoDB Atlas', 'Supabase', 'Stripe'];
