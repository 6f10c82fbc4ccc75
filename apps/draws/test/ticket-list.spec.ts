import { randomBytes } from 'node:crypto';
import { pickWinners, ticketListHash } from '@nova/rules';
import { formatTicketNumber } from '../src/ticket-number';
import { winnerPositions } from '../src/ticket-list';

/** Settlement finds winners by position in the streamed list: it must pick exactly what pickWinners picks. */
describe('winnerPositions', () => {
  const sorted = (numbers: string[]) => [...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it.each([1, 2, 9, 10, 11, 137, 5000])('matches pickWinners for %i tickets', (size) => {
    for (let round = 0; round < 20; round += 1) {
      // Gaps and numbers past 999,999, as real draws have.
      const numbers = sorted(Array.from({ length: size }, (_, index) => formatTicketNumber(index * 3 + 1 + (index % 2) * 999_999)));
      const seedHex = randomBytes(32).toString('hex');
      const drawId = `draw-${round}`;
      const listHash = ticketListHash(numbers);
      const expected = pickWinners({ seedHex, drawId, ticketListHash: listHash, ticketNumbers: numbers, count: 10 });
      const positions = winnerPositions({ seedHex, drawId, ticketListHash: listHash, ticketCount: numbers.length, count: 10 });
      expect(positions.map((position) => numbers[position])).toEqual(expected);
    }
  });
});
