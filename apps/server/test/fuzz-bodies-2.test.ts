import { fuzzBodies } from './fuzz/bodies-suite.ts';

// The fuzz suite's bodies, second half of the operations (the other: fuzz-bodies-1.test.ts).
fuzzBodies({ index: 1, count: 2 });
