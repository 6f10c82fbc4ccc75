import { jest } from '@jest/globals';

// Password hashing (scrypt) and the embedded database are CPU-bound: on a
// busy 2-core machine they can pass jest's 5 s default without being wrong.
jest.setTimeout(20_000);
