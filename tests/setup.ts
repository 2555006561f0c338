import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { storePermissions } from './helpers/granted-permissions.ts';
import { dropTestStyles } from './helpers/test-styles.ts';

// Every test starts signed-in-able with the whole catalogue (helpers/granted-permissions.ts says how to want less).
beforeEach(() => {
  storePermissions();
});

afterEach(() => {
  cleanup();
  dropTestStyles();
  localStorage.clear();
});
