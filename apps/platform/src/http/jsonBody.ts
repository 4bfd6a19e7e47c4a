import type { FastifyInstance } from 'fastify';
import { PlatformError } from './errors';

/** No request of the contract nests deeper than a few levels; 32 leaves room and stops abuse. */
export const maxJsonDepth = 32;

/**
 * How deep a JSON text nests, in one pass over the characters (brackets inside strings do not
 * count). Stops at the first level past `limit`, so a megabyte of `[[[[…` costs microseconds.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are checked for depth before they are parsed (issue 13: 1 MB of nested brackets
 * held the event loop for up to 2 s in JSON.parse and the schema walk), then parsed by Fastify's
 * own parser, which keeps its prototype-poisoning protection.
 */
export function guardJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, maxJsonDepth)) {
      done(
        new PlatformError('VALIDATION_FAILED', 'The request nests too deeply.', {
          fields: [{ field: '(request)', message: `nested deeper than ${maxJsonDepth} levels` }],
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
