import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dropTestStyles } from './helpers/test-styles.ts';

afterEach(() => {
  cleanup();
  dropTestStyles();
  localStorage.clear();
});
