import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { DrawsConfig } from './config';
import type { DrawsDeps, SagaFaults } from './deps';
import drawsService from './service';

export { drawsService };
export { drawsConfigSchema, loadDrawsConfig, type DrawsConfig } from './config';
export type { DrawsDeps, SagaFaults } from './deps';
export { formatTicketNumber, ticketNumberSql } from './ticket-number';
/** The purchase saga's two statements, for the pgbench mirror (scripts/bench/pgbench.ts). */
export { RESERVE_PURCHASE_SQL } from './db/purchase-reservation';
export { COMPLETE_PURCHASE_SQL } from './db/purchase-completion';
/** The consumer of four-eyes decisions (tests deliver a decision to it again). */
export { onPayoutApprovalDecided } from './payout-approvals';
export const drawsMigrationsDir = drawsService.migrations;

export type DrawsService = ServiceInstance<DrawsDeps>;
/** `seams`: simulated crashes inside the purchase saga (tests only). */
export const createDrawsService = (options: ServiceOptions<DrawsConfig, SagaFaults>): DrawsService => createService(drawsService, options);
