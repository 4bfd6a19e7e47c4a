import { defineConfig } from 'vitest/config';

// The CLI tests start the real CLI in a fresh Node with tsx, some twice: about a second each on a
// quiet machine, 20 s seen at load 22 (a clean-clone CI run beside the suite). The timeout only
// catches a hang; a busy machine must not fail them (issue 12 item 8).
export default defineConfig({ test: { environment: 'node', testTimeout: 180_000 } });
