import {
  Blocks,
  Bot,
  Code2,
  Megaphone,
  Palette,
  PenLine,
  Search,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import type { ImageName } from './images';

export type ServiceKey =
  | 'services/web'
  | 'services/ecommerce'
  | 'services/design'
  | 'services/seo'
  | 'services/marketing'
  | 'services/plugins'
  | 'services/content'
  | 'services/automation';

/** Every service card: its icon, artwork and page (spec section 3: service card). */
export const serviceCards: Record<ServiceKey, { icon: LucideIcon; image: ImageName }> = {
  'services/web': { icon: Code2, image: 'service-web' },
  'services/ecommerce': { icon: ShoppingCart, image: 'service-ecommerce' },
  'services/design': { icon: Palette, image: 'service-design' },
  'services/seo': { icon: Search, image: 'service-seo' },
  'services/marketing': { icon: Megaphone, image: 'service-marketing' },
  'services/plugins': { icon: Blocks, image: 'service-plugins' },
  'services/content': { icon: PenLine, image: 'service-content' },
  'services/automation': { icon: Bot, image: 'service-automation' },
};

/** The services page lists every service, in this order. */
export const allServiceKeys = Object.keys(serviceCards) as ServiceKey[];
