export * from './events';
export * from './requests';
export * from './identity';
export * from './services';
export * from './error-codes';
export * from './content-settings';
export * from './published-copy';
export * from './live-draws';
