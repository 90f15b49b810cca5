import { selectStoreInstanceId, useAppSelector } from '@portal/shared/store';
import { AreaInPreparation } from '@portal/shared/ui';

/**
 * The page a remote shows for a route whose screens are not built yet. It carries the id of the
 * store it reads, which end-to-end tests compare with the shell's to prove there is one store.
 */
export function AreaInPreparationPage({ title }: { title: string }) {
  const storeId = useAppSelector(selectStoreInstanceId);
  return (
    <div data-remote-store-id={storeId}>
      <AreaInPreparation title={title} />
    </div>
  );
}
