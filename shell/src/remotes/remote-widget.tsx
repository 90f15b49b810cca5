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

/**
 * A widget below the first screen is laid out and painted only as it comes near it: the dashboard's widgets are
 * mostly below it on a phone, and their layout and paint were the largest rendering tasks after the first paint.
 * Until then it keeps the height it last had (or this guess), so the page's height and scroll stay as they were.
 */
export const WIDGET_RENDERING = { contentVisibility: 'auto', containIntrinsicSize: 'auto 400px' } as const;

/** A dashboard slot filled by a remote's widget, inside its own error box with retry. */
export function RemoteWidget({ remote, name }: { remote: string; name: string }) {
  return (
    <section data-widget={name} aria-label={name} style={WIDGET_RENDERING}>
      <RemoteBoundary remote={remote} compact>
        <Suspense fallback={<LoadingFallback />}>
          <RemoteWidgetElement remote={remote} name={name} />
        </Suspense>
      </RemoteBoundary>
    </section>
  );
}
