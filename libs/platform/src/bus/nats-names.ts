/** `${PREFIX}_EVENTS`: stream names allow only letters, digits, `_` and `-`. */
export function streamName(prefix: string): string {
  return `${prefix.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_EVENTS`;
}

export function eventSubject(prefix: string, subject: string): string {
  return `${prefix}.events.${subject}`;
}

export function rpcSubject(prefix: string, subject: string): string {
  return `${prefix}.rpc.${subject}`;
}

/**
 * One consumer per (durable, subject): a consumer filters exactly one subject
 * on NATS 2.9, and a service usually reuses its durable name for every
 * subscription. Consumer names cannot hold `.`, `*`, `>` or spaces.
 */
export function consumerName(durable: string, subject: string): string {
  return `${durable}__${subject}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
