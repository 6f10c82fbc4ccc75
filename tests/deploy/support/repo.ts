/** What the deployment tests know about the repository's services. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serviceNames } from '@nova/contracts';
import { z } from 'zod';

export const repoRoot = join(__dirname, '..', '..', '..');
export const chartDir = join(repoRoot, 'charts', 'nova-jackpot');

/** What is deployed: the gateway and every service of the service list (libs/contracts/src/services.ts). */
export function listServices(): string[] {
  return ['gateway', ...serviceNames].sort();
}

/** A service with SQL migrations owns a database (nova_<service>). */
export function hasDatabase(service: string): boolean {
  return existsSync(join(repoRoot, 'apps', service, 'src', 'db', 'migrations'));
}

export interface ServiceConfig {
  /** Every variable the service reads (its zod schema's keys). */
  variables: Set<string>;
  defaultPort: number;
}

/** Reads apps/<service>/src/config.ts: the exported `*ConfigSchema`. */
export function serviceConfig(service: string): ServiceConfig {
  const module: unknown = require(join(repoRoot, 'apps', service, 'src', 'config.ts'));
  if (typeof module !== 'object' || module === null) throw new Error(`${service}: config.ts exports nothing`);
  const schema = Object.entries(module).find(([name, value]) => name.endsWith('ConfigSchema') && value instanceof z.ZodObject)?.[1];
  if (!(schema instanceof z.ZodObject)) throw new Error(`${service}: config.ts exports no *ConfigSchema`);
  const portField = schema.shape.PORT;
  if (!portField) throw new Error(`${service}: its config has no PORT`);
  const port = z.number().parse(z.parse(portField, undefined));
  return { variables: new Set(Object.keys(schema.shape)), defaultPort: port };
}
