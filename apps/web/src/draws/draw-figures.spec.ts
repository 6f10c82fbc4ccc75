import { firstOnSale, largestPool, myTicketsIn, sortByTicketPrice, totalPrizePool } from './draw-figures';

const draw = (name: string, ticketPrice: string, prizePool: string, myTicketCount = 0, status = 'active') => ({ name, ticketPrice, prizePool, myTicketCount, status, ticketsRemaining: 10 });

describe('dashboard figures from real draws', () => {
  const draws = [draw('weekly', '10.00', '700.00', 3), draw('daily', '2.50', '35.10', 1), draw('monthly', '100', '0.00', 0, 'upcoming')];

  it('sorts by ticket price ascending', () => {
    expect(sortByTicketPrice(draws).map((entry) => entry.name)).toEqual(['daily', 'weekly', 'monthly']);
  });

  it('adds the pools to the cent and counts my tickets', () => {
    expect(totalPrizePool(draws)).toBe('735.10');
    expect(totalPrizePool([])).toBe('0.00');
    expect(myTicketsIn(draws)).toBe(4);
  });

  it('finds the largest pool and the cheapest draw on sale', () => {
    expect(largestPool(draws)?.name).toBe('weekly');
    expect(largestPool([])).toBeNull();
    expect(firstOnSale(draws)?.name).toBe('daily');
  });
});
