export * from './bytes';
export * from './canonical-json';
export * from './merkle';
export * from './receipt';
export * from './beacon';
export * from './draw-check';
export * from './masking';
