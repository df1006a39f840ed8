import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Storybook's own Vite config: the site's vite.config.ts has root site/, which Storybook must not use.
export default defineConfig({
  plugins: [react(), tailwindcss()],
});
