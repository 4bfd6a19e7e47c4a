/**
 * Writes the embedded database's template for the current migrations (template.ts), if this
 * machine has none yet. Run by the platform's build (scripts/build.mjs), so the first start after
 * a build restores a template instead of running PGlite's initdb and every migration: about 6 s on
 * a quiet machine, and over 180 s on a fresh CI machine busy with every package's tests, where the
 * site tests' platform then missed its start-up wait.
 */
import { migrationsFolder } from './index';
import { ensureTemplate } from './template';

console.log(`PGlite template: ${await ensureTemplate(migrationsFolder)}`);
