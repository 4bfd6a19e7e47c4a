import { promisify } from 'node:util';
import { deflate, deflateSync } from 'node:zlib';

/**
 * A small PNG encoder on node:zlib alone (no native image library): RGBA, 8 bits a channel.
 * Shared by the captcha and the catalogue artwork.
 */

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 6;
  return data;
}

function assemble(width: number, height: number, compressed: Buffer): Buffer {
  return Buffer.concat([
    signature,
    chunk('IHDR', header(width, height)),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rows with filter byte 0 (None): the generated artwork compresses best unfiltered (measured). */
function unfiltered(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return raw;
}

/** Encodes an RGBA buffer as PNG (colour type 6, 8 bits, no filter). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return assemble(width, height, deflateSync(unfiltered(width, height, rgba)));
}

const deflateAsync = promisify(deflate);

/**
 * The same PNG at the highest compression, with zlib on its thread pool so the event loop keeps
 * answering calls meanwhile (artwork is drawn while the lobby loads).
 */
export async function encodePngAsync(
  width: number,
  height: number,
  rgba: Uint8Array,
): Promise<Buffer> {
  return assemble(width, height, await deflateAsync(unfiltered(width, height, rgba), { level: 9 }));
}
