import { jest } from '@jest/globals';

// A browser flow against a freshly started app.
jest.setTimeout(120_000);
