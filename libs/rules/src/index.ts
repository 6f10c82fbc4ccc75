export * from './volume-discount';
export * from './prize-split';
export * from './fair-draw';
export * from './draw-schedule';
