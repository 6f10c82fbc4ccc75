export * from './define-service';
export * from './create-service';
export * from './command';
export { startJob, type JobOptions, type RunningJob } from './jobs';
