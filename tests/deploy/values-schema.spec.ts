/** values.schema.json: what helm checks before rendering, checked here with ajv. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { chartValues, type Values } from './support/values';
import { chartDir } from './support/repo';

const schema: unknown = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validate = ajv.compile(schema as object);

/** The schema's complaints for values.yaml with `values` merged over it (as helm does). */
function problems(values: Values = {}, valuesFiles: string[] = []): string[] {
  const merged = chartValues(chartDir, { values, valuesFiles });
  if (validate(merged)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}

describe('values.schema.json', () => {
  it('accepts values.yaml', () => {
    expect(problems()).toEqual([]);
  });

  it('accepts ci/production-values.yaml', () => {
    expect(problems({}, [join(chartDir, 'ci', 'production-values.yaml')])).toEqual([]);
  });

  it.each([
    ['a mistyped service key', { services: { wallet: { replicaz: 3 } } }, 'replicaz'],
    ['a mistyped global switch', { global: { imgae: { tag: '1' } } }, 'imgae'],
    ['a mistyped autoscaling key', { services: { draws: { autoscaling: { maxReplica: 3 } } } }, 'maxReplica'],
    ['a number where env wants a string', { services: { draws: { env: { ARCHIVE_AFTER_DAYS: 61 } } } }, 'ARCHIVE_AFTER_DAYS'],
    ['a lower-case env name', { services: { draws: { env: { log_level: 'x' } } } }, 'log_level'],
    ['an internal secret shorter than 32 characters', { internalAuth: { secret: 'short' } }, 'internalAuth'],
    ['a service block missing its port', { services: { reports: { enabled: true } } }, 'port'],
    ['a bad resource quantity', { services: { wallet: { resources: { limits: { cpu: 'lots', memory: '1Gi' } } } } }, 'cpu'],
    ['an unknown pull policy', { global: { image: { pullPolicy: 'Sometimes' } } }, 'pullPolicy'],
    ['a metrics port out of range', { metrics: { port: 70000 } }, 'port'],
    ['a ServiceMonitor interval that is no duration', { metrics: { serviceMonitor: { interval: 'often' } } }, 'interval'],
  ])('rejects %s', (_label, values, mentioned) => {
    expect(problems(values).join('\n')).toContain(mentioned);
  });
});
