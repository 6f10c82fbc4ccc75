import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { IdentityConfig } from './config';
import type { SignInHooks } from './deps';
import identityService, { type IdentityServiceDeps } from './service';

export { identityService };
export { identityConfigSchema, loadIdentityConfig, type IdentityConfig } from './config';
export { ensureAdmin } from './admin-bootstrap';
/** The consumer of four-eyes decisions (tests deliver a decision to it again). */
export { onMoneyApprovalDecided } from './money-approvals';
export type { SignInHooks } from './deps';
export const identityMigrationsDir = identityService.migrations;

export type IdentityService = ServiceInstance<IdentityServiceDeps>;
/** `seams`: pause sign-ins between their steps (tests only). */
export const createIdentityService = (options: ServiceOptions<IdentityConfig, SignInHooks>): IdentityService => createService(identityService, options);
