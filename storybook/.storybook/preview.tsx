import type { Preview } from 'storybook-react-rsbuild';
import { StoryProviders } from '@portal/shared/testing';

// The portal's pages are pt-BR (shared/src/host/index.html): screen readers and hyphenation read them so.
document.documentElement.lang = 'pt-BR';

/**
 * The widths the portal is reviewed at: the small phones it must still fit (360), the phone most
 * owners hold (390, the default) and a laptop. Heights are each device's usual screen.
 */
const viewports = {
  phone360: { name: 'Celular pequeno · 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone390: { name: 'Celular · 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Computador · 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every story is checked with axe once it has rendered and played; the panel lists what it finds
    // and the smoke test fails on a violation of impact serious or critical.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: ['Boas-vindas', 'Fundamentos', 'Início', 'Propriedades', 'Fotos', 'Calendário', 'Financeiro', 'Conta', 'Mensagens'],
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'phone390', isRotated: false },
  },
  decorators: [
    (Story, context) => (
      <StoryProviders route={(context.parameters.route as string | undefined) ?? '/'} preloadedState={context.parameters.preloadedState}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
