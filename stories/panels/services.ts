export type ServiceStatus = 'Healthy' | 'Degraded' | 'Stopped';

/** A service of the Toolbars demo's pretend cluster. */
export interface Service {
  name: string;
  version: string;
  instances: number;
  status: ServiceStatus;
  uptime: string;
}

export const SERVICES: Service[] = [
  { name: 'checkout-api', version: '4.12.0', instances: 6, status: 'Healthy', uptime: '14d 6h' },
  { name: 'payments-worker', version: '2.8.3', instances: 4, status: 'Healthy', uptime: '9d 2h' },
  { name: 'inventory-sync', version: '1.19.1', instances: 2, status: 'Degraded', uptime: '3h 41m' },
  { name: 'pricing-engine', version: '7.0.4', instances: 8, status: 'Healthy', uptime: '21d 9h' },
  { name: 'search-indexer', version: '3.3.0', instances: 3, status: 'Healthy', uptime: '5d 17h' },
  { name: 'email-dispatch', version: '1.4.7', instances: 0, status: 'Stopped', uptime: '-' },
  { name: 'report-builder', version: '5.1.2', instances: 2, status: 'Degraded', uptime: '1d 4h' },
  { name: 'auth-gateway', version: '9.2.1', instances: 5, status: 'Healthy', uptime: '30d 1h' },
];

export const ENVIRONMENTS = ['Production', 'Staging', 'Development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
