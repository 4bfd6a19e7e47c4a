import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every JavaScript chunk with V8's compile hint. Without it V8 compiles a function the
 * first time it is called, on the main thread: the site's first render (the frame, React Aria's
 * buttons, the router) paid for compiling most of its code inside one long task. With it the
 * functions are compiled while the file streams in, on a background thread. Every chunk is one
 * the page is about to run (the first page's files, or a section the player just opened), so
 * little is compiled for nothing. Browsers without the hint read a comment.
 *
 * The hint must be the file's first line; Vite puts its preload map (`__vite__mapDeps`) above
 * the code after the minifier ran, so this runs last and adds the hint above everything. A line
 * added at the top shifts the source map by one line (an empty first line in `mappings`).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'lobbykit:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The map is already its own file here (hidden source maps); both copies move a line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
