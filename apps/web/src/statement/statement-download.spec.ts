import { statementFileName } from './statement-download';

describe('statement file name', () => {
  it('names the period, open ends included', () => {
    expect(statementFileName('2026-03-01', '2026-03-31')).toBe('statement-2026-03-01-to-2026-03-31.csv');
    expect(statementFileName('', '')).toBe('statement-start-to-today.csv');
  });
});
