/**
 * The services of the system, in start and composition order: the one list
 * the host (apps/host), the gateway (its subgraphs), the stack script, the
 * chart's test and the tests read. A new service is one line here and its
 * declaration in apps/host/src/registry.ts (the type check wants both).
 */
export const serviceNames = ['identity', 'wallet', 'draws', 'payments', 'content', 'notifications'] as const;

export type ServiceName = (typeof serviceNames)[number];

/** The gateway's variable naming a service's subgraph URL(s), e.g. `DRAWS_URL`. */
export const subgraphUrlVariable = <N extends ServiceName>(name: N) => `${name.toUpperCase() as Uppercase<N>}_URL` as const;
