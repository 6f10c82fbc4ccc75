// Pure draw rules only: no database, network or framework behind these exports.
export * from './volume-discount';
export * from './prize-split';
export * from './fair-draw';
export * from './draw-schedule';
