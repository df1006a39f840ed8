import {
  BadgePercent,
  BarChart3,
  Boxes,
  CreditCard,
  Gauge,
  Handshake,
  Headphones,
  LayoutGrid,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { TechMark } from '../../ui';
import { nextjs } from '../../ui/icons/tech-marks/nextjs';
import { nodejs } from '../../ui/icons/tech-marks/nodejs';
import { postgresql } from '../../ui/icons/tech-marks/postgresql';
import { react } from '../../ui/icons/tech-marks/react';
import { stripe } from '../../ui/icons/tech-marks/stripe';
import { vercel } from '../../ui/icons/tech-marks/vercel';
import type { ImageName } from './images';

/** Online-shop contact block figures (spec section 2). */
export const shopStats = [
  { id: 'projects', value: '50+' },
  { id: 'rating', value: '4.9/5' },
  { id: 'support', value: '24/7' },
] as const;

export const shopFeatureIcons = [
  LayoutGrid,
  CreditCard,
  Truck,
  Boxes,
  Smartphone,
  BarChart3,
] as const satisfies readonly LucideIcon[];

export const shopBenefitIcons = [
  BadgePercent,
  Gauge,
  ShieldCheck,
  Headphones,
  TrendingUp,
  Handshake,
] as const satisfies readonly LucideIcon[];

export const shopTechIcons = [
  nextjs,
  react,
  nodejs,
  stripe,
  postgresql,
  vercel,
] as const satisfies readonly TechMark[];

export const shopProjectImages = [
  'shop-project-1',
  'shop-project-2',
  'shop-project-3',
] as const satisfies readonly ImageName[];
