import {
  Accessibility,
  BarChart3,
  Blocks,
  Bot,
  Clock,
  Code2,
  FileCode2,
  FileSpreadsheet,
  Gauge,
  Languages,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MessageSquare,
  MousePointerClick,
  Newspaper,
  Palette,
  PenLine,
  Plug,
  RefreshCw,
  Search,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Tag,
  Target,
  TrendingUp,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The six service pages that share one template (spec: hero, six features, final CTA). */
export type TemplateServiceKey =
  | 'services/design'
  | 'services/seo'
  | 'services/marketing'
  | 'services/plugins'
  | 'services/automation'
  | 'services/content';

/** Icons of the six feature cards of each template page, in the translations' order. */
export const templateFeatureIcons: Record<TemplateServiceKey, readonly LucideIcon[]> = {
  'services/design': [
    LayoutTemplate,
    Smartphone,
    Accessibility,
    Palette,
    MousePointerClick,
    TrendingUp,
  ],
  'services/seo': [Wrench, Gauge, FileCode2, MapPin, Search, BarChart3],
  'services/marketing': [Share2, Megaphone, Mail, BarChart3, Bot, Target],
  'services/plugins': [Blocks, Plug, ShoppingCart, ShieldCheck, RefreshCw, Code2],
  'services/automation': [Workflow, Bot, MessageSquare, Plug, FileSpreadsheet, Clock],
  'services/content': [PenLine, Newspaper, Tag, Share2, Search, Languages],
};
