import { checkDraft, emptyDraft, skipReasonMessage } from './subscription-form';

describe('subscription form', () => {
  const drawId = '7f1c2c1e-8e0a-4a53-9a39-5c0a1c7d2b11';

  it('sends a valid draft as the schema input: until cancelled and with no pool condition by default', () => {
    expect(checkDraft({ ...emptyDraft(drawId), ticketsPerDraw: ' 3 ' })).toEqual({
      errors: {},
      input: { drawId, ticketsPerDraw: 3, drawLimit: null, minPrizePool: null },
    });
    expect(checkDraft({ ...emptyDraft(drawId), limited: true, drawLimit: '12', poolCondition: true, minPrizePool: '250.5' }).input).toEqual({
      drawId,
      ticketsPerDraw: 1,
      drawLimit: 12,
      minPrizePool: '250.5',
    });
  });

  it('names each problem by field and sends nothing', () => {
    const result = checkDraft({ drawId: '', ticketsPerDraw: '0', limited: true, drawLimit: '1001', poolCondition: true, minPrizePool: '12.345' });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual({
      drawId: 'subscriptions.form.error.draw',
      ticketsPerDraw: 'subscriptions.form.error.tickets',
      drawLimit: 'subscriptions.form.error.drawLimit',
      minPrizePool: 'subscriptions.form.error.minPrizePool',
    });
    expect(checkDraft({ ...emptyDraft(drawId), ticketsPerDraw: '1001' }).errors.ticketsPerDraw).toBeDefined();
    expect(checkDraft({ ...emptyDraft(drawId), ticketsPerDraw: '2.5' }).errors.ticketsPerDraw).toBeDefined();
  });

  it('ignores the draw limit and pool fields while their options are off', () => {
    expect(checkDraft({ ...emptyDraft(drawId), drawLimit: 'x', minPrizePool: 'y' }).errors).toEqual({});
  });

  it('words every skip reason the server sends, and an unknown one', () => {
    expect(skipReasonMessage('balance')).toBe('subscriptions.reason.balance');
    expect(skipReasonMessage('prize-pool-below-minimum')).toBe('subscriptions.reason.prize-pool-below-minimum');
    expect(skipReasonMessage('something-new')).toBe('subscriptions.reason.other');
    expect(skipReasonMessage(null)).toBe('subscriptions.reason.other');
  });
});
