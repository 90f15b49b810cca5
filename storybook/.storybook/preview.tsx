import type { Preview } from 'storybook-react-rsbuild';
import { StoryProviders } from '@portal/shared/testing';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
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
