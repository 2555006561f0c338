import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev and preview proxies (with mock example selection) are added by scripts/mock/vite-proxy.ts.
export default defineConfig({
  plugins: [react()],
  build: { sourcemap: false, chunkSizeWarningLimit: 1024 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    env: { TZ: 'Europe/Berlin' },
    pool: 'threads',
    testTimeout: 20_000,
  },
});
