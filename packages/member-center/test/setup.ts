import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: as long as expect.poll (scripts/vitest-browser.mjs),
// since a busy CI once took longer than 1 s to show a form's answer (ContactsSection).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
