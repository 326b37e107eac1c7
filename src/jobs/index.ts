import type { JobDefinition } from './registry.js';
import type { Ports, Services } from '../main/services.js';

/** Every job the workers run. */
export function jobDefinitions(_ports: Ports, _services: Services): JobDefinition<any>[] {
  return [];
}
