// Every product rule, for the services. The web client imports each rule by
// its own path (`@nova/rules/volume-discount`), so no Node-only module (the
// fair draw uses node:crypto) reaches the browser bundle.
export * from './volume-discount';
export * from './prize-split';
export * from './fair-draw';
export * from './draw-schedule';
export * from './payout-policy';
export * from './withdrawal-minimum';
export * from './levels';
export * from './spending-limits';
export * from './public-names';
export * from './age';
