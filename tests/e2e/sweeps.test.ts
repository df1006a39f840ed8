// The end-to-end sweeps, every engine and every route, one after the other, beside the suite
// (tests/e2e/streams.ts).
import { runStream } from './streams';

runStream('sweeps');
