/** A bare `lighthouse` CLI run in Debian Chromium; resolves with the wall time in ms of a run that gave a result (one ending in a runtime error is run again, up to 3 runs). */
export declare function bareLighthouseRun(url: string): Promise<number>;
