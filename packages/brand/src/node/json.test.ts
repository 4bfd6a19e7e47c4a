import { describe, expect, it } from 'vitest';
import { parseJson } from './json';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, true, null, "x"]}')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'x'] },
    });
  });

  it('locates a missing comma by line and column', () => {
    const result = parseJson('{\n  "a": 1\n  "b": 2\n}');
    expect(result).toMatchObject({
      ok: false,
      line: 3,
      column: 3,
      message: 'expected "," or "}", found "\\""',
    });
  });

  it('locates a trailing comma', () => {
    expect(parseJson('{\n  "a": [1, 2, ]\n}')).toMatchObject({
      ok: false,
      line: 2,
      column: 13,
      message: 'trailing comma before "]"',
    });
  });

  it('reports an unclosed object at the end of the file', () => {
    expect(parseJson('{"a": 1')).toMatchObject({
      ok: false,
      line: 1,
      column: 8,
      message: expect.stringContaining('end of file'),
    });
  });

  it('refuses single quotes and comments', () => {
    expect(parseJson("{'a': 1}")).toMatchObject({ ok: false, line: 1, column: 2 });
    expect(parseJson('{\n// note\n"a": 1}')).toMatchObject({ ok: false, line: 2, column: 1 });
  });
});
