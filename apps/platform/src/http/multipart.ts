import multipart from '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { CallDefinition, FileFieldDefinition } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlatformError } from './errors';

/** A file part as it arrived, its type read from its first bytes. */
export interface ReceivedFile {
  mime: string;
  bytes: Buffer;
}

export type ReceivedFiles = Readonly<Record<string, readonly ReceivedFile[]>>;

/**
 * A text part's size in bytes: 4 bytes a character for the longest text field of a multipart
 * call (feedback's 2,000), so the limit never cuts a valid value.
 */
export const maxTextPartBytes = 8 * 1024;

/** Room for the part headers and boundaries around the files and the text. */
const multipartOverheadBytes = 64 * 1024;

function textFieldsOf(call: CallDefinition): string[] {
  const shape = (call.request as unknown as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {});
}

function fileFieldsOf(call: CallDefinition): [string, FileFieldDefinition][] {
  return Object.entries(call.files ?? {});
}

/** The body limit of a multipart call: its largest files and text, nothing more. */
export function multipartBodyLimit(call: CallDefinition): number {
  const files = fileFieldsOf(call).reduce((sum, [, f]) => sum + f.maxCount * f.maxBytes, 0);
  return files + textFieldsOf(call).length * maxTextPartBytes + multipartOverheadBytes;
}

const magic: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) =>
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

/** Bytes needed to tell every known type apart. */
const sniffBytes = 8;

/** The type by magic bytes, never by the declared type or a file name; null when none matches. */
export function sniffFileType(bytes: Buffer, types: readonly string[]): string | null {
  for (const type of types) if (magic[type]?.(bytes)) return type;
  return null;
}

/**
 * Registers @fastify/multipart in the scope of a multipart call's route, with busboy's limits from
 * the contract: the files, their size, small text parts, and few parts in all. Its content type
 * parser only marks the request; nothing is read until the handler reads the parts.
 */
export async function registerMultipart(scope: FastifyInstance, call: CallDefinition) {
  const files = fileFieldsOf(call);
  const fileCount = files.reduce((sum, [, f]) => sum + f.maxCount, 0);
  const texts = textFieldsOf(call).length;
  await scope.register(multipart, {
    // The handler checks each file's size as it arrives, to answer with the call's own code.
    throwFileSizeLimit: false,
    limits: {
      fieldNameSize: 64,
      fieldSize: maxTextPartBytes,
      fields: texts + 1,
      // One more than allowed, so the extra file reaches the handler and is named in the answer.
      files: fileCount + 1,
      fileSize: Math.max(0, ...files.map(([, f]) => f.maxBytes)),
      parts: texts + fileCount + 2,
      headerPairs: 8,
    },
  });
}

function fileError(
  code: keyof FileFieldDefinition['errors'],
  definition: FileFieldDefinition,
  field: string,
): PlatformError {
  const message = {
    count: `at most ${definition.maxCount} files`,
    size: `larger than ${definition.maxBytes / (1024 * 1024)} MB`,
    type: `not ${definition.types.join(' or ')}`,
  }[code];
  return new PlatformError(definition.errors[code], `The file ${field} is refused: ${message}.`, {
    fields: [{ field, message }],
  });
}

/**
 * One file part, read as it arrives: its type from its first bytes (refused before the rest is
 * read), and refused the moment it passes its size (busboy's `limit` event, not the end of the
 * part).
 */
function readFile(
  part: MultipartFile,
  definition: FileFieldDefinition,
  field: string,
): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let mime: string | null = null;
    const stream = part.file;
    const fail = (error: Error) => {
      stream.removeAllListeners('data');
      stream.removeAllListeners('end');
      stream.resume();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // `truncated`: busboy passed its limit while this chunk was in its buffer.
      if (size > definition.maxBytes || stream.truncated) {
        fail(fileError('size', definition, field));
        return;
      }
      if (mime === null && size >= sniffBytes) {
        mime = sniffFileType(Buffer.concat(chunks), definition.types);
        if (mime === null) fail(fileError('type', definition, field));
      }
    });
    stream.once('limit', () => fail(fileError('size', definition, field)));
    stream.once('error', (error) => fail(error));
    // A body cut short in this part: busboy destroys the stream, which then never ends.
    const cut = () => fail(new Error('file part cut short'));
    if (stream.destroyed) cut();
    else
      stream.once('close', () => {
        if (!stream.readableEnded) cut();
      });
    stream.once('end', () => {
      if (stream.truncated) {
        reject(fileError('size', definition, field));
        return;
      }
      const bytes = Buffer.concat(chunks);
      mime ??= sniffFileType(bytes, definition.types);
      if (mime === null) reject(fileError('type', definition, field));
      else resolve({ mime, bytes });
    });
  });
}

/** A body we could not read: the client's fault, never a 500 (§8). */
function unreadable(message = 'The request could not be read.'): PlatformError {
  return new PlatformError('VALIDATION_FAILED', message, {
    fields: [{ field: '(request)', message: 'not a readable multipart/form-data body' }],
  });
}

/**
 * Reads a multipart call's body: text parts into the object the contract's schema will check,
 * file parts checked while they arrive. The first wrong part stops the reading: what is still on
 * its way is discarded, and nothing has been written anywhere (the handler writes once everything
 * is checked).
 */
export async function readMultipart(
  request: FastifyRequest,
  call: CallDefinition,
): Promise<{ fields: Record<string, unknown>; files: ReceivedFiles }> {
  if (!request.isMultipart()) {
    throw unreadable('This call takes multipart/form-data.');
  }
  const definitions = new Map(fileFieldsOf(call));
  const fields: Record<string, unknown> = {};
  const files: Record<string, ReceivedFile[]> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        const definition = definitions.get(name);
        if (!definition) {
          throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.', {
            fields: [{ field: name, message: 'not a file part of this call' }],
          });
        }
        const list = (files[name] ??= []);
        const field = `${name}.${list.length}`;
        if (list.length >= definition.maxCount) throw fileError('count', definition, field);
        list.push(await readFile(part, definition, field));
        continue;
      }
      const value = (part as MultipartValue).value;
      const problem =
        part.fieldnameTruncated || definitions.has(name)
          ? 'not a text field of this call'
          : part.valueTruncated
            ? `longer than ${maxTextPartBytes} bytes`
            : typeof value !== 'string'
              ? 'must be text'
              : Object.hasOwn(fields, name)
                ? 'given more than once'
                : null;
      if (problem) {
        throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.', {
          fields: [{ field: name, message: problem }],
        });
      }
      // Unknown names go on to the schema, which refuses them (strict objects).
      fields[name] = value;
    }
  } catch (error) {
    // Stop reading: busboy lets go of the request, and what is still arriving is read and thrown
    // away (as Node does for any request answered before its body), so the answer leaves now.
    request.raw.unpipe();
    request.raw.resume();
    if (error instanceof PlatformError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') {
      const [name, definition] = [...definitions][0] ?? [];
      if (name && definition)
        throw fileError('count', definition, `${name}.${definition.maxCount}`);
    }
    // Bad boundary, a body cut short, too many parts or fields, a prototype name: all unreadable.
    request.log.info({ err: error }, 'multipart body refused');
    throw unreadable();
  }
  return { fields, files };
}
