import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './testTheme.css';

afterEach(() => {
  cleanup();
});
