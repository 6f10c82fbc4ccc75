import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { PaymentsConfig } from './config';
import type { PaymentsDeps } from './deps';
import paymentsService from './service';

export { paymentsService };
export { paymentsConfigSchema, loadPaymentsConfig, type PaymentsConfig } from './config';
export type { PaymentsDeps } from './deps';
export { reconcilePayments } from './reconciler';
/** The consumer of four-eyes decisions (tests deliver a decision to it again). */
export { onWithdrawalApprovalDecided } from './withdrawal-approvals';
export { sniffImageFormat, containsMarkup, pngHasTrailingData } from './screenshots/image-check';

export type PaymentsService = ServiceInstance<PaymentsDeps>;
export const createPaymentsService = (options: ServiceOptions<PaymentsConfig>): PaymentsService => createService(paymentsService, options);
