export { startGateway, type GatewayDeps, type RunningGateway } from './server';
export { loadGatewayConfig, type GatewayConfig } from './config';
export { standaloneGateway } from './standalone';
