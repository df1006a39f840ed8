/** A bare `lighthouse` CLI run in Debian Chromium; resolves with its wall time in ms. */
export declare function bareLighthouseRun(url: string): Promise<number>;
