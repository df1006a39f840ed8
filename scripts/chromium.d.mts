/** Flags for Debian's Chromium on a machine with no outside network and no GPU. */
export declare const CHROMIUM_ARGS: string[];
/** The system Chromium: CHROME_PATH wins, else Debian's /usr/bin/chromium. */
export declare function chromiumPath(): string;
