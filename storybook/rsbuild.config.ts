import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Storybook's builder reads this file: stories compile like the apps (automatic JSX runtime).
export default defineConfig({ plugins: [pluginReact()] });
