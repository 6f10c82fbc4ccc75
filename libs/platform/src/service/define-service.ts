import type { CallerIdentity, EventOf, EventSubject, ReplyOf, RequestOf, RequestSubject } from '@nova/contracts';
import type { Express } from 'express';
import type { z } from 'zod';
import type { BaseConfig } from '../config';
import type { SubgraphResolvers } from '../http/subgraph';
import type { Runtime } from '../runtime';

/** One event the service consumes: its durable consumer name and what each event does. */
export interface EventConsumer<S extends EventSubject, D> {
  /** Replicas sharing this name share the events (one handles each). */
  durable: string;
  handle(event: EventOf<S>, deps: D): Promise<void>;
}

export type EventConsumers<D> = { [S in EventSubject]?: EventConsumer<S, D> };
export type RequestAnswers<D> = { [S in RequestSubject]?: (request: RequestOf<S>, deps: D) => Promise<ReplyOf<S>> };

/** Work every replica repeats on an interval, one run at a time. */
export interface ScheduledJob<C, D> {
  name: string;
  everyMs(config: C): number;
  /** Off when false (tests drive the work by hand); on when left out. */
  enabled?(config: C): boolean;
  /** Runs once right at start too (repairs what a crash left); default only on the interval. */
  atStart?: boolean;
  run(deps: D): Promise<unknown>;
}

/**
 * Everything a service is, in one declaration (apps/<name>/src/service.ts):
 * what it is configured by, the tables it migrates, the subgraph it serves,
 * what it listens to, answers and schedules. The runner (`createService`,
 * `runServiceCommand`, apps/host) does the rest the same way for every one.
 * `S` is the type of the test seams a service accepts (hooks, fault points).
 */
export interface ServiceDefinition<C extends BaseConfig = BaseConfig, D = unknown, S = never> {
  name: string;
  /** The zod schema of its environment (extends `baseConfigSchema`). */
  config: z.ZodObject & z.ZodType<C>;
  /** Folder of the `NNN_<what>.sql` migrations. */
  migrations: string;
  graphql: {
    /** Path of the subgraph SDL file (Federation 2 `@link` included). */
    schema: string;
    resolvers(deps: D): SubgraphResolvers;
  };
  /** What the domain functions receive, built once the runtime is open. */
  deps(runtime: Runtime<C>, seams?: S): D | Promise<D>;
  consumes?: EventConsumers<D>;
  answers?: RequestAnswers<D>;
  jobs?: Array<ScheduledJob<C, D>>;
  /** Routes besides /graphql (uploads, images, request guards), mounted before it. */
  http?(app: Express, deps: D, config: C): void;
  /** A second look at each signed caller (suspended users, ended sessions); null refuses. */
  checkCaller?(caller: CallerIdentity, deps: D): Promise<CallerIdentity | null>;
  /**
   * Start-up work before the consumers run and the service listens (followed
   * copies, the first admin); what it returns is stopped after the consumers.
   */
  /**
   * Secret settings the one-process mode makes per start when the
   * environment gives none (a random 32-byte key, base64).
   */
  perStartSecrets?: Array<keyof C & string>;
  onStart?(deps: D, runtime: Runtime<C>): Promise<{ stop(): Promise<void> } | void>;
}

/** The same consumer for several subjects (one durable name across them). */
export function consumeEach<D, S extends EventSubject>(
  subjects: readonly S[],
  durable: string,
  handle: <T extends S>(subject: T, event: EventOf<T>, deps: D) => Promise<void>,
): EventConsumers<D> {
  return Object.fromEntries(subjects.map((subject) => [subject, { durable, handle: (event: EventOf<S>, deps: D) => handle(subject, event, deps) }]));
}

/** Types a service's declaration (no behaviour of its own: the runner reads it). */
export function defineService<C extends BaseConfig, D, S = never>(
  definition: Pick<ServiceDefinition<C, D, S>, 'name' | 'config' | 'migrations' | 'deps'> &
    // The deps' type comes from `deps` alone; every other part is checked against it.
    Omit<ServiceDefinition<C, NoInfer<D>, S>, 'name' | 'config' | 'migrations' | 'deps'>,
): ServiceDefinition<C, D, S> {
  return definition as ServiceDefinition<C, D, S>;
}

/** Any declared service, whatever its config and deps. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServiceDefinition = ServiceDefinition<any, any, any>;
