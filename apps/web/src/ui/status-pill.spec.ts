import { moneyStatusDisplay } from './StatusPill';

describe('money status display', () => {
  it.each([
    ['pending', 'status.pending'],
    ['approved', 'status.completed'],
    ['paid', 'status.completed'],
    ['rejected', 'status.failed'],
    ['failed', 'status.failed'],
    ['completed', 'status.completed'],
    ['processing', 'status.processing'],
    ['cancelled', 'status.unknown'],
  ])('%s shows %s', (status, label) => {
    expect(moneyStatusDisplay(status).label).toBe(label);
  });
});
