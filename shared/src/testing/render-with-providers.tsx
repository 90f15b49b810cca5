import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createPortalStore, type PortalStore } from '@portal/shared/store';
import { StoryProviders, type ProvidersOptions } from './story-providers';

/**
 * Renders with the same providers the apps have, inside an awaited act() so components that
 * suspend (remote modules, `use`) settle as they do in the browser. antd's styles are mocked as on
 * a server: several times faster in jsdom, and no test asserts on CSS.
 */
export interface RenderedWithProviders extends RenderResult {
  store: PortalStore;
  user: ReturnType<typeof userEvent.setup>;
}

export async function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}): Promise<RenderedWithProviders> {
  const { route, preloadedState, appConfig, store = createPortalStore(preloadedState), ...renderOptions } = options;
  // No artificial delays between keystrokes: faster, and safe under fake timers.
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  let result!: RenderResult;
  await act(async () => {
    result = render(
    <StyleProvider mock="server">
      <StoryProviders route={route} store={store} appConfig={appConfig}>
        {ui}
      </StoryProviders>
    </StyleProvider>,
    renderOptions,
    );
  });
  return { ...result, store, user };
}
