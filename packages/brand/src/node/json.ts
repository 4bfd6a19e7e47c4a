/** Result of parsing JSON text, with a located message when it is not JSON. */
export type JsonResult =
  { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

class JsonSyntax extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * A strict JSON scanner used only to locate an error: `JSON.parse` on Node 20 does not always say
 * where it failed, and an operator editing brand.json needs the line and column.
 */
function locate(text: string): JsonSyntax | undefined {
  let i = 0;
  const describe = () => (i >= text.length ? 'end of file' : `${JSON.stringify(text[i])}`);
  const fail = (expected: string): never => {
    throw new JsonSyntax(`expected ${expected}, found ${describe()}`, i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const string = () => {
    if (text[i] !== '"') fail('a string in double quotes');
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) throw new JsonSyntax('line break or control character inside a string', i);
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits after \\u');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail('an escape such as \\n or \\"');
      }
      i++;
    }
    if (i >= text.length) throw new JsonSyntax('string is not closed', i);
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        if (text[i] !== ':') fail('":" after the field name');
        i++;
        value();
        space();
        if (text[i] === ',') {
          const comma = i;
          i++;
          space();
          if (text[i] === '}') throw new JsonSyntax('trailing comma before "}"', comma);
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail('"," or "}"');
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') {
          const comma = i;
          i++;
          space();
          if (text[i] === ']') throw new JsonSyntax('trailing comma before "]"', comma);
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail('"," or "]"');
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      text.slice(i),
    );
    if (literal) {
      i += literal[0].length;
      return;
    }
    fail('a value (object, array, string, number, true, false or null)');
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    space();
    if (i < text.length) fail('end of file after the value');
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntax) return error;
    throw error;
  }
}

/** Parses JSON; on failure says what was expected and where (1-based line and column). */
export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    const found = locate(text);
    const offset = found?.offset ?? 0;
    const before = text.slice(0, offset).split('\n');
    return {
      ok: false,
      message: found?.message ?? (error as Error).message,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
    };
  }
}
