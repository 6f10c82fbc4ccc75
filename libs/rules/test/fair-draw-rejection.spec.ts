import * as crypto from 'node:crypto';
import { pickWinners, ticketListHash } from '../src/fair-draw';

/**
 * A rejected random value is too rare to meet by chance (below 2^-36 per step),
 * so this test forces one: the HMAC for counter 0 returns all-ones bytes.
 * With 7 tickets, 2^48 mod 7 = 1, so limit = 2^48 − 1 and r = 2^48 − 1 must be
 * rejected and the draw must move on to counter 1.
 */
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, createHmac: jest.fn(actual.createHmac) };
});

const realCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
const createHmacMock = crypto.createHmac as jest.MockedFunction<typeof crypto.createHmac>;

describe('fair draw: rejection sampling', () => {
  afterEach(() => createHmacMock.mockClear());

  it('rejects r at or above the limit and draws again with the next counter', () => {
    const tickets = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
    const listHash = ticketListHash(tickets);
    const seedHex = 'ab'.repeat(32);
    const messages: string[] = [];
    createHmacMock.mockImplementation((algorithm, key) => {
      const real = realCrypto.createHmac(algorithm, key as crypto.BinaryLike);
      let message = '';
      const hmac = {
        update(data: string) {
          message += data;
          real.update(data);
          return hmac;
        },
        digest() {
          messages.push(message);
          return message.endsWith(':0') ? Buffer.alloc(32, 0xff) : real.digest();
        },
      };
      return hmac as unknown as crypto.Hmac;
    });

    const [winner] = pickWinners({ seedHex, drawId: 'reject', ticketListHash: listHash, ticketNumbers: tickets, count: 1 });

    expect(messages).toEqual([`reject:${listHash}:0`, `reject:${listHash}:1`]);
    const digest1 = realCrypto.createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`reject:${listHash}:1`).digest();
    expect(winner).toBe(tickets[digest1.readUIntBE(0, 6) % 7]);
  });
});
