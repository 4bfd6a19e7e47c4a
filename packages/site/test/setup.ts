import { afterEach } from 'vitest';
import { unmountTestSite } from './mountTestSite';

afterEach(() => {
  unmountTestSite();
});
