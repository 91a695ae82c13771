import { injectable } from 'inversify';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';

/** The fakes fail only when a test says so; `emit` stands in for a failed backend call. */
@injectable()
export class InMemoryBackendErrors implements BackendErrorsPort {
  private readonly listeners = new Set<(notice: BackendErrorNotice) => void>();

  subscribe(listener: (notice: BackendErrorNotice) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(notice: BackendErrorNotice): void {
    for (const listener of [...this.listeners]) listener(notice);
  }
}
