import type { ArticleBlock } from '../../../ui';
import type { ContentBlock } from '../../content/markdown';
import { imageSet } from '../../content/images';

/** Content blocks as ArticleBody shows them (images resolved to their files). */
export function viewBlocks(blocks: ContentBlock[]): ArticleBlock[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? { type: 'image', image: imageSet(block.image), caption: block.alt }
      : block,
  );
}
