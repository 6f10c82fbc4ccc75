/**
 * The one entry point of the server (compiled by scripts/build-server.mjs):
 *   node host.js                   every service and the gateway in one process (npm start)
 *   node host.js serve <name>      one service, or the gateway, as its own process (npm run start:stack)
 *   node host.js migrate <name>    a service's migrations, then exit
 *   node host.js list              the service list with each one's default port, as JSON
 */
import { serviceNames, type ServiceName } from '@nova/contracts';
import { standaloneGateway } from '@nova/gateway';
import { migrateService, runAsProcess, serveService } from '@nova/platform';
import { startHost } from './host';
import { registry } from './registry';

const [command, name] = process.argv.slice(2);
const isService = (value: string | undefined): value is ServiceName => serviceNames.includes(value as ServiceName);

if (command === undefined) {
  runAsProcess('Nova Jackpot', () => {
    let running: { url: string; stop(): Promise<void> } | undefined;
    return {
      logLevel: process.env.LOG_LEVEL ?? 'info',
      service: {
        async start() {
          running = await startHost();
          process.stdout.write(`Nova Jackpot is running at http://localhost:${new URL(running.url).port}\n`);
        },
        stop: async () => running?.stop(),
      },
    };
  });
} else if (command === 'serve' && name === 'gateway') {
  runAsProcess('gateway', () => {
    const service = standaloneGateway();
    return { service, logLevel: service.logLevel };
  });
} else if (command === 'serve' && isService(name)) {
  serveService(registry[name]);
} else if (command === 'migrate' && isService(name)) {
  migrateService(registry[name]);
} else if (command === 'list') {
  const defaultPort = (service: ServiceName) => Number(registry[service].config.shape.PORT?.parse(undefined));
  process.stdout.write(`${JSON.stringify(serviceNames.map((service) => ({ name: service, port: defaultPort(service) })))}\n`);
} else {
  process.stderr.write(`usage: host [serve <gateway|${serviceNames.join('|')}> | migrate <${serviceNames.join('|')}> | list]\n`);
  process.exit(2);
}
