// Reads the hidden source maps the brand Vite plugin writes next to a built brand app's chunks and
// answers, for scripts/budget.mjs, which packages the bytes of the files a page loaded come from.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GLUE = '(bundler glue: imports, preload helper)';

/** Gzipped size at the level a static server or CDN uses for pre-compressed files. */
export const gzipSize = (data) => zlib.gzipSync(data, { level: 9 }).length;

/** The package a source file belongs to: an npm package name, `@lobbykit/<folder>`, or a label. */
export function packageOf(source) {
  if (!source) return GLUE;
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.slice(nm));
    if (m) return m[1];
  }
  const ws = /(?:^|\/)(packages|apps)\/([^/]+)\//.exec(source);
  if (ws) return ws[1] === 'packages' ? `@lobbykit/${ws[2]}` : `app ${ws[2]}`;
  if (source.includes('lobbykit-entry') || source.includes('virtual:lobbykit'))
    return '(brand app entry and config)';
  return source.includes('vite/') || source.startsWith('\0') ? GLUE : source;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one Base64 VLQ segment of a source map's `mappings`. */
function decodeSegment(segment) {
  const values = [];
  let shift = 0;
  let value = 0;
  for (const ch of segment) {
    const digit = BASE64_VALUE.get(ch) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Splits a minified chunk into the text each package produced, using its source map: every
 * generated segment belongs to the source of its mapping until the next segment starts.
 */
export function textByPackage(code, map, mapDir) {
  const lines = code.split('\n');
  const sources = map.sources.map((s) =>
    s ? path.resolve(mapDir, map.sourceRoot ?? '', s).replaceAll('\\', '/') : s,
  );
  const parts = new Map();
  const add = (pkg, text) => {
    if (!parts.has(pkg)) parts.set(pkg, []);
    parts.get(pkg).push(text);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const text = lines[lineNo] ?? '';
    const segments = [];
    let column = 0;
    for (const raw of lineMappings.split(',')) {
      if (!raw) continue;
      const fields = decodeSegment(raw);
      column += fields[0];
      if (fields.length > 1) {
        sourceIndex += fields[1];
        segments.push([column, sources[sourceIndex]]);
      } else segments.push([column, null]);
    }
    if (segments.length === 0 && text) add(GLUE, text);
    if (segments.length > 0 && segments[0][0] > 0) add(GLUE, text.slice(0, segments[0][0]));
    segments.forEach(([start, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      add(packageOf(source), text.slice(start, end));
    });
  });
  return new Map([...parts].map(([pkg, texts]) => [pkg, texts.join('')]));
}

/**
 * Gzipped bytes per package over a set of JS files. Each package's text is gzipped on its own and
 * the figures are scaled so they add up to the files' real gzipped total (gzip shares its window
 * across packages, so separate figures run a few percent high).
 */
export function attributeFiles(dist, files) {
  const text = new Map();
  let total = 0;
  for (const file of files) {
    const full = path.join(dist, file);
    const code = fs.readFileSync(full, 'utf8');
    total += gzipSize(code);
    const mapFile = `${full}.map`;
    const parts = fs.existsSync(mapFile)
      ? textByPackage(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')), path.dirname(full))
      : new Map([['(no source map)', code]]);
    for (const [pkg, t] of parts) text.set(pkg, (text.get(pkg) ?? '') + t);
  }
  const separate = [...text].map(([pkg, t]) => [pkg, gzipSize(t), t.length]);
  const sum = separate.reduce((s, [, gz]) => s + gz, 0) || 1;
  return separate
    .map(([pkg, gz, raw]) => ({ pkg, gzip: (gz * total) / sum, raw }))
    .sort((a, b) => b.gzip - a.gzip);
}
