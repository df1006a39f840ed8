export declare const photoNames: readonly [
  'coffee.png',
  'chelsea.png',
  'astronaut.png',
  'rocket.jpg',
];
export type PhotoName = (typeof photoNames)[number];
export type PhotoOptions = {
  /** Width after upscaling (the height keeps the photo's shape). */
  width: number;
  format: 'jpeg' | 'png';
  /** An EXIF orientation tag (1-8) written into the file, pixels left as they are. */
  orientation?: number;
  /** Adds a transparent band at the top (PNG only), for the "transparency to JPEG" case. */
  transparent?: boolean;
  /** Writes camera metadata with a GPS position (JPEG), for the "metadata stripped" case. */
  gps?: boolean;
};
/** The published photograph itself. */
export declare function photoSource(name: PhotoName): string;
/** The path of a photo fixture, made on first use. */
export declare function photo(name: PhotoName, options: PhotoOptions): Promise<string>;
