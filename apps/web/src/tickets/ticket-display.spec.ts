import { prizeDisplay } from './ticket-display';

describe('ticket card display', () => {
  const base = { drawTicketPrice: '10.00', draw: { firstPrize: '210.00' } };

  it('shows the prize of a won ticket', () => {
    expect(prizeDisplay({ ...base, status: 'won', prizeAmount: '63.00' })).toEqual({ kind: 'won', amount: '63.00' });
  });

  it.each(['active', 'lost'])('shows the draw\'s current first prize for a %s ticket', (status) => {
    expect(prizeDisplay({ ...base, status, prizeAmount: null })).toEqual({ kind: 'upTo', amount: '210.00' });
  });

  it('shows the refunded price of a cancelled draw\'s ticket', () => {
    expect(prizeDisplay({ ...base, status: 'refunded' })).toEqual({ kind: 'refunded', amount: '10.00' });
  });
});
