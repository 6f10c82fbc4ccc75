import { planTicketSpend } from '../src/bonus-money';

describe('planTicketSpend: how a ticket purchase is paid and counted', () => {
  it('pays from cash first and from bonus money only for the rest', () => {
    expect(planTicketSpend(5_00, { cashMinor: 8_00, bonusMinor: 10_00 }, 10_00)).toMatchObject({ cashMinor: 5_00, bonusMinor: 0, countedMinor: 5_00, converts: false });
    expect(planTicketSpend(5_00, { cashMinor: 2_00, bonusMinor: 10_00 }, 10_00)).toMatchObject({ cashMinor: 2_00, bonusMinor: 3_00, countedMinor: 5_00 });
  });

  it('converts when the spend completes the play-through', () => {
    expect(planTicketSpend(4_00, { cashMinor: 50_00, bonusMinor: 10_00 }, 4_00)).toMatchObject({ countedMinor: 4_00, converts: true });
    expect(planTicketSpend(9_00, { cashMinor: 50_00, bonusMinor: 10_00 }, 4_00)).toMatchObject({ countedMinor: 4_00, converts: true });
    expect(planTicketSpend(3_99, { cashMinor: 50_00, bonusMinor: 10_00 }, 4_00)).toMatchObject({ converts: false });
  });

  it('does not convert when there is no bonus money and nothing was owed', () => {
    expect(planTicketSpend(4_00, { cashMinor: 50_00, bonusMinor: 0 }, 0)).toMatchObject({ countedMinor: 0, converts: false, dropsRest: false });
  });

  it('converts bonus money that owes nothing (a play-through of 0)', () => {
    expect(planTicketSpend(4_00, { cashMinor: 50_00, bonusMinor: 3_00 }, 0)).toMatchObject({ countedMinor: 0, converts: true });
  });

  it('drops what is still owed once the bonus money is all spent, counting it for a refund', () => {
    expect(planTicketSpend(10_00, { cashMinor: 0, bonusMinor: 10_00 }, 20_00)).toEqual({ cashMinor: 0, bonusMinor: 10_00, countedMinor: 20_00, converts: false, dropsRest: true });
  });
});
