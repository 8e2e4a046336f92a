import { fuzzBodies } from './fuzz/bodies-suite.ts';

// The fuzz suite's bodies, first half of the operations (the other: fuzz-bodies-2.test.ts).
fuzzBodies({ index: 0, count: 2 });
