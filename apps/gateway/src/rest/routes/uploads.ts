import { depositRateLimit } from '../../rate-limits';
import { backgroundImage, backgroundUpload } from '../background-upload';
import { depositScreenshot, depositUpload, StoredDeposit } from '../deposit-upload';
import { customRoute } from '../rest-route';

/** Files relayed to the services that own them: deposit screenshots and the login background. */
export const uploadRoutes = [
  customRoute({
    method: 'POST',
    path: '/api/deposits',
    access: 'player',
    idempotency: 'service',
    document: StoredDeposit,
    handlers: (deps) => [depositRateLimit(deps.rateLimits, deps.context), depositUpload(deps)],
  }),
  customRoute({ method: 'GET', path: '/api/deposits/:id/screenshot', access: 'player', owns: 'deposit', handlers: (deps) => [depositScreenshot(deps)] }),
  customRoute({ method: 'POST', path: '/api/admin/upload-background', access: 'admin', roles: ['superadmin'], handlers: (deps) => [backgroundUpload(deps)] }),
  customRoute({ method: 'GET', path: '/api/login-background/image/:id', access: 'public', handlers: (deps) => [backgroundImage(deps)] }),
];
