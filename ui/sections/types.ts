import type { ImageData } from '../primitives/ResponsiveImage';

/** A call to action: visible label and where it goes. */
export type ActionLink = { label: string; href: string };

/** An image with its text alternative. */
export type Picture = ImageData & { alt: string };
