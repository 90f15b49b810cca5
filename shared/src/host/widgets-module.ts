import type { ComponentType } from 'react';
import type { AppDispatch, RootState } from '../store';

/** The store as a remote's widget preparation sees it: the shared store, to read and to start queries. */
export interface WidgetStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** What a remote's './widgets' module exports. */
export interface WidgetsModule {
  contractVersion: number;
  widgets: Record<string, ComponentType>;
  /**
   * Optional: reads what the named widgets need to be drawn in their final shape. The dashboard waits
   * for it as it waits for the widgets' code (within the same limit) before it shows its column, so a
   * widget does not grow after it is painted and push down what the owner is looking at. A failure is
   * the widget's to show; the promise's value is ignored.
   */
  prepareWidgets?: (names: readonly string[], store: WidgetStore) => Promise<unknown>;
}
