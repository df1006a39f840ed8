// The privacy policy, one Markdown file per language (./es.md, ./en.md: the `privacy` collection of
// site/content.config.ts): its last update in the frontmatter, its sections as `## Heading {#id}`
// (the anchor, the same in both languages), the agency's data as placeholders ({{email}}).
import { z } from 'zod';
import { fill } from '../../../domain';
import { siteConfig } from '../../config';
import { textFacts } from '../../i18n/facts';
import type { Lang } from '../../routes';
import { ContentError } from '../frontmatter';
import { markdownBlocks, type ContentBlock } from '../markdown';

export const privacySchema = z.strictObject({
  /** The policy's last update (fix of the original, which showed the visitor's today). */
  updated: z.coerce.date().transform((date) => date.toISOString().slice(0, 10)),
});

/** One section of the policy (spec section 2: Privacy policy). */
export type PrivacySection = {
  /** Its anchor, the same in both languages. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
};

/** The policy in one language, as its page shows it. */
export type PrivacyPolicy = { updated: string; sections: PrivacySection[] };

/** The values the policy's text may name: the texts' own ({{cvMaxSize}}...), email and phone. */
function facts(lang: Lang): Record<string, string | number> {
  return { ...textFacts(lang), email: siteConfig.email, phone: siteConfig.phone };
}

const fillBlock = (block: ContentBlock, values: Record<string, string | number>): ContentBlock => {
  if (block.type === 'list') return { ...block, items: block.items.map((i) => fill(i, values)) };
  if (block.type === 'image') return { ...block, alt: fill(block.alt, values) };
  return { ...block, content: fill(block.content, values) };
};

/** The policy's body as its sections, each opened by `## Heading {#id}`, placeholders filled. */
export function privacySections(markdown: string, file: string, lang: Lang): PrivacySection[] {
  const values = facts(lang);
  const sections: PrivacySection[] = [];
  for (const block of markdownBlocks(markdown, file)) {
    if (block.type === 'heading') {
      const [, heading = '', id = ''] = /^(.*?)\s*\{#([a-z0-9-]+)\}$/.exec(block.content) ?? [];
      if (!id) throw new ContentError(`${file}: "## ${block.content}" names no anchor: {#id}`);
      sections.push({ id, heading: fill(heading, values), blocks: [] });
    } else {
      const section = sections.at(-1);
      if (!section)
        throw new ContentError(`${file}: text before the first section (## Heading {#id})`);
      section.blocks.push(fillBlock(block, values));
    }
  }
  return sections;
}
