import { sleep } from './support/api';
import type { ServiceProcess, ServiceName } from './support/services';
import type { TcpProxy } from './support/tcp-proxy';
import type { Fault } from './schedule';

export interface FaultLog {
  /** Faults injected, by kind and target ("kill wallet", "cut nats"). */
  injected: Map<string, number>;
  /** Start-ups that gave up (e.g. while NATS was cut), started again by the supervisor. */
  failedStarts: Map<ServiceName, number>;
  /** Exits nobody asked for after the service was ready: a crash (e.g. an unhandled rejection). */
  crashes: Map<ServiceName, string[]>;
}

/**
 * Plays the fault schedule: SIGKILL a service and start it again after
 * `downMs`; cut a proxy and restore it after `downMs`. A supervisor restarts
 * any service that exited on its own (as an orchestrator would) and tells a
 * failed start-up from a crash of a service that was running.
 */
export function startFaults(options: {
  faults: Fault[];
  services: Map<ServiceName, ServiceProcess>;
  proxies: { nats: TcpProxy; redis: TcpProxy };
  stopped: () => boolean;
}): { log: FaultLog; done: Promise<void>; heal(): Promise<void> } {
  const log: FaultLog = { injected: new Map(), failedStarts: new Map(), crashes: new Map() };
  const down = new Map<ServiceName, number>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  const started = Date.now();

  const play = async (fault: Fault) => {
    await sleep(Math.max(0, started + fault.at - Date.now()));
    if (options.stopped()) return;
    if (fault.kind === 'kill') {
      const service = options.services.get(fault.service)!;
      bump(log.injected, `kill ${fault.service}`);
      down.set(fault.service, (down.get(fault.service) ?? 0) + 1);
      await service.kill();
      await sleep(fault.downMs);
      down.set(fault.service, (down.get(fault.service) ?? 1) - 1);
      if ((down.get(fault.service) ?? 0) === 0) {
        service.restarts += 1;
        service.start();
      }
    } else {
      const proxy = options.proxies[fault.target];
      bump(log.injected, `cut ${fault.target}`);
      proxy.cut();
      await sleep(fault.downMs);
      proxy.restore();
    }
  };

  let supervising = true;
  const supervisor = (async () => {
    while (supervising) {
      for (const [name, service] of options.services) {
        if ((down.get(name) ?? 0) > 0) continue;
        if (service.running()) {
          if (!service.wasReady) await service.ready();
          continue;
        }
        if (service.wasReady) log.crashes.set(name, [...(log.crashes.get(name) ?? []), service.output().slice(-1500)]);
        else bump(log.failedStarts, name);
        service.start();
      }
      await sleep(1000);
    }
  })();

  const done = Promise.all(options.faults.map(play)).then(() => undefined);
  return {
    log,
    done,
    /** After the run: every proxy restored, every service running, supervision over. */
    async heal() {
      await done;
      options.proxies.nats.restore();
      options.proxies.redis.restore();
      supervising = false;
      await supervisor;
      for (const service of options.services.values()) service.start();
    },
  };
}
