import { readFileSync } from 'node:fs';
import type { EventHandler, RequestHandler, Subscription } from '../bus/types';
import { createServiceApp } from '../http/service-app';
import { startSubgraph, type RunningSubgraph } from '../http/subgraph';
import { openRuntime, type RuntimeOptions, type Runtime } from '../runtime';
import type { BaseConfig } from '../config';
import type { ServiceDefinition } from './define-service';
import { startJob, type RunningJob } from './jobs';

export interface ServiceOptions<C, S = never> {
  config: C;
  /** One-process mode: services share the in-process bus and store (and a logger). */
  shared?: RuntimeOptions<BaseConfig>['shared'];
  /** Test seams the service declares (sign-in hooks, saga fault points). */
  seams?: S;
}

/** A declared service made runnable: in its own process, beside others (apps/host) or in a test. */
export interface ServiceInstance<D = unknown> {
  /** Opens the database (migrating it), starts consumers and jobs, listens. */
  start(): Promise<{ url: string }>;
  /** Stops taking work first, then closes what the work needs. */
  stop(): Promise<void>;
  /** What the domain functions run on, once started (tests drive jobs by hand with it). */
  deps(): D;
}

type Stoppable = { stop(): Promise<void> };

export function createService<C extends BaseConfig, D, S>(definition: ServiceDefinition<C, D, S>, options: ServiceOptions<C, S>): ServiceInstance<D> {
  const { name } = definition;
  let runtime: Runtime<C> | undefined;
  let deps: D | undefined;
  let subgraph: RunningSubgraph | undefined;
  // In stop order: jobs, consumers (latest first), start-up work; then the subgraph and runtime.
  let started: Stoppable[] = [];

  const stop = async () => {
    for (const part of started) await part.stop();
    started = [];
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  const listen = async (active: Runtime<C>, ready: D) => {
    const subscriptions: Subscription[] = [];
    const { bus } = active;
    for (const [subject, consumer] of Object.entries(definition.consumes ?? {})) {
      if (!consumer) continue;
      const handler = ((event: never) => consumer.handle(event, ready)) as EventHandler<never>;
      subscriptions.push(await bus.subscribe(subject as never, consumer.durable, handler));
    }
    for (const [subject, answer] of Object.entries(definition.answers ?? {})) {
      if (!answer) continue;
      const handler = ((request: never) => answer(request, ready)) as RequestHandler<never>;
      subscriptions.push(await bus.respond(subject as never, handler));
    }
    return subscriptions.reverse().map((subscription) => ({ stop: () => subscription.unsubscribe() }));
  };

  return {
    async start() {
      const { config } = options;
      runtime = await openRuntime({ service: name, config, migrationsDir: definition.migrations, shared: options.shared });
      const active = runtime;
      try {
        const ready = await definition.deps(active, options.seams);
        deps = ready;
        // Start-up work first (followed copies loaded), so consumers see them from the first event.
        const onStart = await definition.onStart?.(ready, active);
        if (onStart) started.unshift(onStart);
        started.unshift(...(await listen(active, ready)));
        const app = createServiceApp({ service: name, logger: active.logger, ready: async () => (await active.db.query('SELECT 1')).rowCount === 1 });
        definition.http?.(app, ready, config);
        const { checkCaller } = definition;
        subgraph = await startSubgraph({
          service: name,
          typeDefs: readFileSync(definition.graphql.schema, 'utf8'),
          resolvers: definition.graphql.resolvers(ready),
          app,
          secret: config.INTERNAL_AUTH_SECRET,
          logger: active.logger,
          host: config.HOST,
          port: config.PORT,
          production: config.NODE_ENV === 'production',
          metrics: { host: config.METRICS_HOST, port: config.METRICS_PORT },
          ...(checkCaller ? { checkCaller: (caller) => checkCaller(caller, ready) } : {}),
        });
        const jobs: RunningJob[] = (definition.jobs ?? [])
          .filter((job) => job.enabled?.(config) ?? true)
          .map((job) => startJob({ name: job.name, everyMs: job.everyMs(config), atStart: job.atStart ?? false, logger: active.logger, run: () => job.run(ready) }));
        started.unshift(...jobs);
        return { url: subgraph.url };
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
    deps() {
      if (deps === undefined) throw new Error(`the ${name} service is not started`);
      return deps;
    },
  };
}
