import type * as React from 'react';

/** One modern format's candidates, e.g. { type: 'image/avif', srcSet: '/a-640.avif 640w, ...' }. */
export type ImageSourceSet = { type: string; srcSet: string };

/** An image as the site's build produces it: fallback file, intrinsic size, modern formats. */
export type ImageData = {
  src: string;
  width: number;
  height: number;
  sources?: ImageSourceSet[];
};

export type ResponsiveImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'width' | 'height'> &
  ImageData & {
    /** Text alternative; '' for a decorative image. */
    alt: string;
    /** Which width the image takes at each breakpoint, e.g. '(min-width: 1024px) 33vw, 100vw'. */
    sizes: string;
    /** Classes of the <picture> wrapper (layout); `className` styles the <img>. */
    pictureClassName?: string;
  };

/**
 * <picture> with AVIF/WebP candidates and a JPEG fallback. Width and height are always set, so
 * the box is reserved before the file arrives (no layout shift); lazy unless told otherwise.
 */
export function ResponsiveImage({
  src,
  width,
  height,
  sources = [],
  sizes,
  alt,
  loading = 'lazy',
  decoding = 'async',
  className,
  pictureClassName,
  ...props
}: ResponsiveImageProps) {
  return (
    <picture data-slot="responsive-image" className={pictureClassName}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        sizes={sizes}
        loading={loading}
        decoding={decoding}
        className={className}
        {...props}
      />
    </picture>
  );
}
