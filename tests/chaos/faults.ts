import { sleep } from './support/api';
import type { ServiceProcess, ServiceName } from './support/services';
import type { TcpProxy } from './support/tcp-proxy';
import type { Fault } from './schedule';

export interface FaultLog {
  /** Faults injected, by kind and target ("kill wallet", "cut nats"). */
  injected: Map<string, number>;
  /** Exits nobody asked for (e.g. a start-up while NATS was cut), restarted by the supervisor. */
  unplannedExits: Map<ServiceName, number>;
}

/**
 * Plays the fault schedule: SIGKILL a service and start it again after
 * `downMs`; cut a proxy and restore it after `downMs`. A supervisor restarts
 * any service that exited on its own (as an orchestrator would) and counts it.
 */
export function startFaults(options: {
  faults: Fault[];
  services: Map<ServiceName, ServiceProcess>;
  proxies: { nats: TcpProxy; redis: TcpProxy };
  stopped: () => boolean;
}): { log: FaultLog; done: Promise<void>; heal(): Promise<void> } {
  const log: FaultLog = { injected: new Map(), unplannedExits: new Map() };
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
        if (!service.running() && (down.get(name) ?? 0) === 0) {
          bump(log.unplannedExits, name);
          service.start();
        }
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
