import type * as React from 'react';
import { cn } from '../lib/cn';
import { ResponsiveImage, type ImageData } from '../primitives/ResponsiveImage';

/** A block of long-form text (spec section 3: paragraph, heading, subheading, image, list). */
export type ArticleBlock =
  | { type: 'paragraph' | 'heading' | 'subheading'; content: string }
  | { type: 'image'; image: ImageData; caption: string }
  | { type: 'list'; items: string[] };

export type ArticleBodyProps = React.ComponentProps<'div'> & {
  blocks: ArticleBlock[];
};

/**
 * Long-form text in a readable measure: headings are h2, subheadings h3 (the page's h1 is its
 * title), images are figures whose caption is their text alternative.
 */
export function ArticleBody({ blocks, className, ...props }: ArticleBodyProps) {
  return (
    <div
      data-slot="article-body"
      className={cn('flex max-w-prose flex-col gap-5 text-base leading-relaxed', className)}
      {...props}
    >
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={key} className="mt-6 font-display text-h3 font-semibold wrap-break-word">
                {block.content}
              </h2>
            );
          case 'subheading':
            return (
              <h3 key={key} className="mt-2 font-display text-h4 font-semibold wrap-break-word">
                {block.content}
              </h3>
            );
          case 'image':
            return (
              <figure key={key} className="my-4 flex flex-col gap-3">
                <ResponsiveImage
                  {...block.image}
                  alt={block.caption}
                  sizes="(min-width: 768px) 65ch, 100vw"
                  className="h-auto w-full rounded-lg"
                />
                <figcaption aria-hidden="true" className="text-sm text-muted-foreground">
                  {block.caption}
                </figcaption>
              </figure>
            );
          case 'list':
            return (
              <ul
                key={key}
                className="flex list-disc flex-col gap-2 pl-6 wrap-break-word marker:text-primary"
              >
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={key} className="wrap-break-word">
                {block.content}
              </p>
            );
        }
      })}
    </div>
  );
}
