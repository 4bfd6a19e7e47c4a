// Scratch (not committed): probes the lobby helpers against the real platform before the UI lands.
import base from './playwright.config';
export default {
  ...base,
  testDir: './scratch-lobby',
  projects: [{ name: 'probe' }],
};
