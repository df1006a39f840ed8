// The Markdown bodies of the blog's articles and the privacy policy as the blocks the pages show
// (ui ArticleBody), at build time. Text is plain: Markdown these blocks cannot show (emphasis,
// links, code, quotes, numbered lists, tables, HTML) fails the build with its file and line.
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { ContentError } from './frontmatter';
import { imageSizes, type ImageName } from './images';

/** A block of an article's or the policy's body (spec section 3: block types). */
export type ContentBlock =
  | { type: 'paragraph' | 'heading' | 'subheading'; content: string }
  | { type: 'image'; image: ImageName; alt: string }
  | { type: 'list'; items: string[] };

function refuse(node: Nodes, file: string, what: string): never {
  throw new ContentError(`${file}:${node.position?.start.line ?? '?'}: ${what}`);
}

/** A paragraph's or a heading's text: plain text, a line break kept as a space. */
function textOf(nodes: PhrasingContent[], file: string): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'break') return ' ';
      return refuse(node, file, `${node.type} is not shown by the page: write plain text`);
    })
    .join('')
    .replace(/\s*\n\s*/g, ' ');
}

function blockOf(node: RootContent, file: string): ContentBlock {
  switch (node.type) {
    case 'heading':
      if (node.depth === 2) return { type: 'heading', content: textOf(node.children, file) };
      if (node.depth === 3) return { type: 'subheading', content: textOf(node.children, file) };
      return refuse(node, file, 'headings are ## (a heading) or ### (a subheading)');
    case 'paragraph': {
      const [only] = node.children;
      if (node.children.length === 1 && only?.type === 'image') {
        if (!(only.url in imageSizes)) {
          refuse(node, file, `no image "${only.url}" in site/content/images.ts`);
        }
        return { type: 'image', image: only.url as ImageName, alt: only.alt ?? '' };
      }
      return { type: 'paragraph', content: textOf(node.children, file) };
    }
    case 'list':
      if (node.ordered) refuse(node, file, 'lists are bulleted (- item)');
      return {
        type: 'list',
        items: node.children.map((item) => {
          const [paragraph, ...rest] = item.children;
          if (paragraph?.type !== 'paragraph' || rest.length > 0) {
            refuse(item, file, 'a list item is one paragraph of text');
          }
          return textOf(paragraph.children, file);
        }),
      };
    default:
      return refuse(node, file, `${node.type} is not shown by the page`);
  }
}

/**
 * A Markdown body as blocks: `## ` a heading, `### ` a subheading, a paragraph, a bulleted list,
 * and an image alone in its paragraph, `![caption](name)` with a name of site/content/images.ts.
 */
export function markdownBlocks(markdown: string, file: string): ContentBlock[] {
  return fromMarkdown(markdown).children.map((node) => blockOf(node, file));
}
