// The end-to-end features in Chromium, one file after the other (tests/e2e/streams.ts).
import { runStream } from './streams';

runStream('suite');
