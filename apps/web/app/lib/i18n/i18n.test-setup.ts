import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initServerI18n } from './i18n.server';

// Tests render with the real English texts, read from the same files the app serves.
initServerI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
