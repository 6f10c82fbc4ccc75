export * from './minor-units';
