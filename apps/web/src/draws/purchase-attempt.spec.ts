import { attemptFor } from './purchase-attempt';

describe('purchase attempts', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('starts a fresh attempt with a new key', () => {
    const first = attemptFor(null, 'draw-1', 10, newKey);
    const second = attemptFor(null, 'draw-1', 10, newKey);
    expect(first.key).not.toBe(second.key);
  });

  it('reuses the key when the same attempt is retried', () => {
    const failed = attemptFor(null, 'draw-1', 10, newKey);
    expect(attemptFor(failed, 'draw-1', 10, newKey).key).toBe(failed.key);
  });

  it('takes a new key when the quantity or the draw changed', () => {
    const failed = attemptFor(null, 'draw-1', 10, newKey);
    expect(attemptFor(failed, 'draw-1', 11, newKey).key).not.toBe(failed.key);
    expect(attemptFor(failed, 'draw-2', 10, newKey).key).not.toBe(failed.key);
  });

  it('uses crypto.randomUUID by default', () => {
    expect(attemptFor(null, 'draw-1', 1).key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
