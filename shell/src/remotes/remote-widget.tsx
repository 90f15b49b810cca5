import { Suspense, use } from 'react';
import type { WidgetsModule } from '@portal/shared/host';
import { LoadingFallback } from '@portal/shared/ui';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed } from './remote-modules';
import { RemoteUnavailableError } from './remote-unavailable';

function RemoteWidgetElement({ remote, name }: { remote: string; name: string }) {
  const { widgets } = use(loadExposed<WidgetsModule>(remote, 'widgets'));
  const Widget = widgets[name];
  if (!Widget) throw new RemoteUnavailableError(remote, 'missing-export');
  return <Widget />;
}

/** A dashboard slot filled by a remote's widget, inside its own error box with retry. */
export function RemoteWidget({ remote, name }: { remote: string; name: string }) {
  return (
    <section data-widget={name} aria-label={name}>
      <RemoteBoundary remote={remote} compact>
        <Suspense fallback={<LoadingFallback />}>
          <RemoteWidgetElement remote={remote} name={name} />
        </Suspense>
      </RemoteBoundary>
    </section>
  );
}
