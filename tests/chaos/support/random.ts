/**
 * A small seeded generator (mulberry32): the same seed gives the same
 * sequence on every machine, which is what makes a chaos schedule replayable.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K;
  /** Exponentially distributed gap with the given mean (a Poisson process). */
  gap(meanMs: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as Array<[keyof typeof weights, number]>;
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    gap: (meanMs) => Math.round(-Math.log(1 - next()) * meanMs),
  };
}

/** A fresh seed when none is given: printed, so the run can be replayed. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
