import { serviceNames, type ServiceName } from '@nova/contracts';
import { contentService } from '@nova/content';
import { drawsService } from '@nova/draws';
import { identityService } from '@nova/identity';
import { notificationsService } from '@nova/notifications';
import { paymentsService } from '@nova/payments';
import type { AnyServiceDefinition } from '@nova/platform';
import { walletService } from '@nova/wallet';

/** Each name of the service list (libs/contracts/src/services.ts) with its declaration. */
export const registry: Record<ServiceName, AnyServiceDefinition> = {
  identity: identityService,
  wallet: walletService,
  draws: drawsService,
  payments: paymentsService,
  content: contentService,
  notifications: notificationsService,
};

/** The declarations in the list's order. */
export const declaredServices = (): AnyServiceDefinition[] => serviceNames.map((name) => registry[name]);
