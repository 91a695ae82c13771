import type { ReactNode } from 'react';
import { ServicesContext, type ServiceResolver } from '../../shared/services/services-context';

export function ServicesProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}
