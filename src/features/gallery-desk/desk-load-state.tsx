import type { ReactNode } from 'react';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Spinner } from '../../shared/ui/spinner/spinner';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import type { DeskResource } from './use-desk-call';

/** Loading, the failure (its Czech message, the code, "try again") or the data: the same on every gallery screen. */
export function DeskLoadState<T>({ resource, children }: { resource: DeskResource<T>; children: (data: T) => ReactNode }) {
  return (
    <>
      {resource.status === 'failed' ? (
        <Alert
          tone="error"
          title={csAdminGallery.loadFailed}
          error={resource.error}
          action={<Button onPress={() => void resource.reload()}>{csAdminGallery.retry}</Button>}
        />
      ) : null}
      {resource.data !== null ? children(resource.data) : resource.status === 'loading' ? <Spinner /> : null}
    </>
  );
}
