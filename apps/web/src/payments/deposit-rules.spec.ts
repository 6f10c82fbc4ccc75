import { amountMinor, depositProblem, MAX_SCREENSHOT_BYTES, screenshotProblem } from './deposit-rules';

const methods = [{ id: 'm1', minAmount: '10.00', maxAmount: '10000.00' }];

describe('deposit rules', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 10 MB only', () => {
    expect(screenshotProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(screenshotProblem({ type: 'image/webp', size: MAX_SCREENSHOT_BYTES })).toBeNull();
    expect(screenshotProblem({ type: 'image/svg+xml', size: 10 })).toBe('deposit.error.imageType');
    expect(screenshotProblem({ type: 'text/plain', size: 10 })).toBe('deposit.error.imageType');
    expect(screenshotProblem({ type: 'image/jpeg', size: MAX_SCREENSHOT_BYTES + 1 })).toBe('deposit.error.imageSize');
  });

  it('asks for every field first, then a valid method', () => {
    expect(depositProblem({ amount: '', methodId: 'm1', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.fillAll', missing: ['deposit.amount'] });
    expect(depositProblem({ amount: '50', methodId: '', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.fillAll', missing: ['deposit.method'] });
    expect(depositProblem({ amount: '50', methodId: 'm1', hasScreenshot: false }, methods)).toEqual({ id: 'deposit.error.fillAll', missing: ['deposit.screenshot'] });
    expect(depositProblem({ amount: ' ', methodId: '', hasScreenshot: false }, methods)).toEqual({ id: 'deposit.error.fillAll', missing: ['deposit.method', 'deposit.amount', 'deposit.screenshot'] });
    expect(depositProblem({ amount: '50', methodId: 'gone', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.invalidMethod' });
  });

  it("keeps the amount within the method's limits", () => {
    expect(depositProblem({ amount: 'abc', methodId: 'm1', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.amount' });
    expect(depositProblem({ amount: '9.99', methodId: 'm1', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.belowMin', limit: '10.00' });
    expect(depositProblem({ amount: '10000.01', methodId: 'm1', hasScreenshot: true }, methods)).toEqual({ id: 'deposit.error.aboveMax', limit: '10000.00' });
    expect(depositProblem({ amount: '250.5', methodId: 'm1', hasScreenshot: true }, methods)).toBeNull();
  });

  it('reads amounts without floats', () => {
    expect(amountMinor('12.34')).toBe(1234);
    expect(amountMinor('0')).toBeNull();
    expect(amountMinor('1.234')).toBeNull();
  });
});
