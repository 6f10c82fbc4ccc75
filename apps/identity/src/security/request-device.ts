import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { DEVICE_HEADER, SET_DEVICE_HEADER, USER_AGENT_HEADER } from '@nova/contracts';

/** What identity knows of the browser behind a request, beside the subgraph context (like client-ip.ts). */
export interface RequestDevice {
  /** The remembered-device cookie the gateway forwarded, if any. */
  deviceToken: string | null;
  userAgent: string | null;
  /** Asks the gateway to set the remembered-device cookie. */
  rememberDevice(token: string): void;
}

const devices = new AsyncLocalStorage<RequestDevice>();

export function rememberRequestDevice(): RequestHandler {
  return (req, res, next) => {
    const token = req.get(DEVICE_HEADER);
    const userAgent = req.get(USER_AGENT_HEADER);
    devices.run(
      {
        deviceToken: token && token.length <= 200 ? token : null,
        userAgent: userAgent ? userAgent.slice(0, 300) : null,
        rememberDevice: (value) => res.setHeader(SET_DEVICE_HEADER, value),
      },
      next,
    );
  };
}

const NO_DEVICE: RequestDevice = { deviceToken: null, userAgent: null, rememberDevice: () => undefined };

export function currentDevice(): RequestDevice {
  return devices.getStore() ?? NO_DEVICE;
}
