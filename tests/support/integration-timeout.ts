import { jest } from '@jest/globals';

// Real servers (and PGlite's start-up) are slower than unit tests; `testTimeout`
// is a global option, so each tier sets its own here.
jest.setTimeout(60_000);
