import { describe, expect, it } from '@jest/globals';
import { serviceNames } from '@nova/contracts';
import { registry } from '../src/registry';

describe('the host registry', () => {
  it('declares every service of the service list under its own name, and nothing else', () => {
    expect(Object.keys(registry).sort()).toEqual([...serviceNames].sort());
    for (const name of serviceNames) expect(registry[name].name).toBe(name);
  });

  it('gives every service its own default port', () => {
    const ports = serviceNames.map((name) => Number(registry[name].config.shape.PORT?.parse(undefined)));
    expect(ports.every((port) => Number.isInteger(port) && port > 0)).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
