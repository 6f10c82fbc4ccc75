import { describeRuntimeContract } from './support/runtime-contract';

describeRuntimeContract('stack', { db: 'postgres', store: 'redis' });
