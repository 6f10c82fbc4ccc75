import { advance, applyLiveMessage, cardPhase, parseLiveMessage, prizeTotal, type LiveDraws } from './live-draw-state';

const drawId = 'draw-1';

describe('live draw state', () => {
  it('reads the pushed messages it knows and ignores anything else', () => {
    expect(parseLiveMessage('{"kind":"closed","drawId":"draw-1","ticketsSold":4}')).toEqual({ kind: 'closed', drawId, ticketsSold: 4 });
    expect(parseLiveMessage(JSON.stringify({ kind: 'completed', drawId, prizePool: '70.00', winnerCount: 2, myPrizes: [{ rank: 1, ticketNumber: 'NJ-000001', prize: '35.00' }] }))).toMatchObject({
      kind: 'completed',
      myPrizes: [{ ticketNumber: 'NJ-000001' }],
    });
    expect(parseLiveMessage('{"kind":"completed","drawId":"draw-1","prizePool":"1.00","winnerCount":1,"myPrizes":[{"rank":"x"}]}')).toBeNull();
    expect(parseLiveMessage('{"kind":"exploded","drawId":"draw-1"}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
  });

  it('walks a card from on sale through sales closed and drawing to results', () => {
    expect(cardPhase(undefined, false)).toBe('selling');
    expect(cardPhase(undefined, true)).toBe('closed');
    let state: LiveDraws = {};
    state = applyLiveMessage(state, { kind: 'closed', drawId, ticketsSold: 3 });
    expect(cardPhase(state[drawId], true)).toBe('drawing');
    state = applyLiveMessage(state, { kind: 'completed', drawId, prizePool: '7.00', winnerCount: 3, myPrizes: [] });
    expect(cardPhase(state[drawId], true)).toBe('results');
    expect(state[drawId]?.result).toEqual({ prizePool: '7.00', winnerCount: 3, myPrizes: [] });
  });

  it('never moves a draw backwards when messages arrive late or twice', () => {
    const done: LiveDraws = { [drawId]: { phase: 'results', result: { prizePool: '1.00', winnerCount: 1, myPrizes: [] } } };
    expect(applyLiveMessage(done, { kind: 'closed', drawId, ticketsSold: 1 })).toBe(done);
    expect(advance(done, drawId, { phase: 'drawing' })).toBe(done);
  });

  it('puts a draw that rolled forward (nothing sold) back on sale', () => {
    const state = applyLiveMessage({ [drawId]: { phase: 'closed' } }, { kind: 'rolled-forward', drawId, drawDate: '2026-11-25T00:00:00.000Z' });
    expect(state).toEqual({});
    expect(cardPhase(state[drawId], false)).toBe('selling');
  });

  it('adds prizes in minor units', () => {
    expect(prizeTotal([{ rank: 1, ticketNumber: 'a', prize: '0.10' }, { rank: 2, ticketNumber: 'b', prize: '0.20' }])).toBe('0.30');
    expect(prizeTotal([])).toBe('0.00');
  });
});
