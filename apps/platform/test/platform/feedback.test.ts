import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '../../src/db/schema/index';
import { drawCaptcha } from '../../src/modules/captcha/png';
import {
  call,
  callMultipart,
  formBoundary,
  multipartBody,
  partHead,
  testPlatform,
} from './helpers';
import type { FormPart } from './helpers';

// §5, §9: feedback takes up to 3 PNG/JPEG images of 5 MB each. Issue 13 item 5: the images stream
// as multipart parts, each checked as it arrives, and the rate limit is checked before the body.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('feedback');
});
afterAll(async () => {
  await app.close();
});

const MB = 1024 * 1024;
const png = drawCaptcha('1234');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0, 0]);
const gif = Buffer.from('GIF89a0000000000');
const pngSignature = png.subarray(0, 8);
/** A file that starts like a PNG and is `bytes` long. */
const pngOf = (bytes: number) => Buffer.concat([pngSignature, Buffer.alloc(bytes - 8, 7)]);

const text = (content: string, remark?: string): FormPart[] => [
  { name: 'content', value: content },
  ...(remark === undefined ? [] : [{ name: 'remark', value: remark }]),
];
const image = (bytes: Buffer, filename = 'shot.png', type = 'image/png'): FormPart => ({
  name: 'images',
  filename,
  type,
  bytes,
});

function send(parts: FormPart[], ip: string) {
  return callMultipart(app, 'PUT', '/wps/feedback', parts, { ip });
}

async function feedbackCount(): Promise<number> {
  return (await app.db.select({ id: feedback.id }).from(feedback)).length;
}

describe('feedback (§5, §9, issue 13 item 5)', () => {
  it('stores a valid PNG and JPEG with the text (§5, issue 13 item 5)', async () => {
    const answer = await send(
      [
        ...text('The slot page does not load on my phone.', 'mail me at a@example.com'),
        image(png),
        image(jpeg, 'photo.jpg', 'image/jpeg'),
      ],
      '192.0.2.70',
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.value.id).toMatch(/^\d+$/);
    const id = Number(answer.json.value.id);
    const [row] = await app.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      content: 'The slot page does not load on my phone.',
      contact: 'mail me at a@example.com',
    });
    const stored = await app.db
      .select()
      .from(feedbackImages)
      .where(eq(feedbackImages.feedbackId, id))
      .orderBy(feedbackImages.id);
    expect(stored.map((s) => s.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.from(stored[0]?.bytes ?? []).equals(png)).toBe(true);
    expect(Buffer.from(stored[1]?.bytes ?? []).equals(jpeg)).toBe(true);
  });

  it('takes an image of exactly 5 MB (§5, issue 13 item 5)', async () => {
    const answer = await send(
      [...text('A large screenshot of it.'), image(pngOf(5 * MB))],
      '192.0.2.74',
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });

  it('refuses a GIF, whatever type it claims, with FEEDBACK_IMAGE_TYPE naming images.1 and storing nothing (§5, issue 13 item 5)', async () => {
    const before = await feedbackCount();
    const answer = await send(
      [...text('A GIF pretending to be PNG.'), image(png), image(gif, 'fake.png')],
      '192.0.2.72',
    );
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({
      errorCode: 'FEEDBACK_IMAGE_TYPE',
      fields: [{ field: 'images.1' }],
    });
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a file of 5 MB + 1 byte with FEEDBACK_IMAGE_TOO_LARGE naming images.0 (§5, issue 13 item 5)', async () => {
    const before = await feedbackCount();
    const answer = await send(
      [...text('A screenshot too large.'), image(pngOf(5 * MB + 1))],
      '192.0.2.75',
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      errorCode: 'FEEDBACK_IMAGE_TOO_LARGE',
      fields: [{ field: 'images.0' }],
    });
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a fourth file with FEEDBACK_TOO_MANY_IMAGES naming images.3 (§5, issue 13 item 5)', async () => {
    const before = await feedbackCount();
    const answer = await send(
      [...text('Four screenshots attached.'), image(png), image(png), image(png), image(png)],
      '192.0.2.71',
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      errorCode: 'FEEDBACK_TOO_MANY_IMAGES',
      fields: [{ field: 'images.3' }],
    });
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses content shorter than the bound, naming the field (§5)', async () => {
    const answer = await send(text('short'), '192.0.2.73');
    expect(answer.status).toBe(400);
    expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    expect(answer.json.fields[0].field).toBe('content');
  });

  it('answers a malformed multipart body with a 4xx and an errorCode, never a 500 (§5, issue 13 item 5)', async () => {
    // An address per request: the 10-an-hour limit must not answer in the body's place.
    let n = 100;
    const next = () => `192.0.2.${(n += 1)}`;
    const good = multipartBody([...text('The lobby is slow today.'), image(png)]);
    const raw = (contentType: string | undefined, payload: Buffer | string) =>
      call(app, 'PUT', '/wps/feedback', {
        ip: next(),
        headers: contentType ? { 'content-type': contentType } : {},
        body: payload,
      });
    const answers = {
      noBoundary: await raw('multipart/form-data', good),
      otherBoundary: await raw('multipart/form-data; boundary=not-the-one', good),
      cutShort: await raw(
        `multipart/form-data; boundary=${formBoundary}`,
        good.subarray(0, good.length - 40),
      ),
      cutInText: await raw(`multipart/form-data; boundary=${formBoundary}`, good.subarray(0, 90)),
      garbage: await raw(`multipart/form-data; boundary=${formBoundary}`, 'garbage\r\n--x--'),
      oldJson: await raw(
        'application/json',
        JSON.stringify({ content: 'The lobby is slow today.', images: [] }),
      ),
      noType: await raw(undefined, 'content=The+lobby+is+slow+today.'),
      fileUnderOtherName: await send(
        [...text('The lobby is slow today.'), { ...image(png), name: 'attachment' }],
        next(),
      ),
      textNamedImages: await send(
        [...text('The lobby is slow today.'), { name: 'images', value: 'iVBORw0KGgo=' }],
        next(),
      ),
      contentTwice: await send(
        [...text('The lobby is slow today.'), ...text('And once more, slower.')],
        next(),
      ),
      unknownText: await send(
        [...text('The lobby is slow today.'), { name: 'admin', value: '1' }],
        next(),
      ),
      protoName: await send(
        [...text('The lobby is slow today.'), { name: '__proto__', value: 'x' }],
        next(),
      ),
      contentAsFile: await send(
        [{ ...image(Buffer.from('The lobby is slow.')), name: 'content' }],
        next(),
      ),
      contentTooLong: await send(text('x'.repeat(20_000)), next()),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.json.errorCode, what).toEqual(expect.any(String));
    }
    expect(answers.fileUnderOtherName.json.fields).toEqual([
      { field: 'attachment', message: 'not a file part of this call' },
    ]);
    expect(answers.textNamedImages.json.fields[0].field).toBe('images');
    expect(answers.contentTwice.json.fields[0].field).toBe('content');
    expect(answers.contentTooLong.json.fields[0].field).toBe('content');
  });
});

describe('feedback on a listening server (§5, issue 13 item 5)', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  /**
   * Starts a PUT /wps/feedback that declares `declared` bytes, writes `head` and nothing more, and
   * resolves with the answer and whether the client had finished its request by then.
   */
  async function sendPart(declared: number, head: Buffer) {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/wps/feedback',
      headers: {
        merchant: 'ALPHA01',
        'content-type': `multipart/form-data; boundary=${formBoundary}`,
        'content-length': String(declared),
      },
    });
    // The server may drop the connection once it has answered; the answer is what counts.
    request.on('error', () => {});
    request.write(head);
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    const clientStillSending = !request.writableEnded;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    request.destroy();
    return {
      status: response.statusCode,
      json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      clientStillSending,
    };
  }

  const textParts = Buffer.concat(
    text('A screenshot that is too large.').flatMap((part) => [
      partHead(part),
      Buffer.from('value' in part ? part.value : ''),
      Buffer.from('\r\n'),
    ]),
  );

  it('answers an oversized file before the client has written everything (§5, issue 13 item 5)', async () => {
    const file = image(pngOf(6 * MB));
    const whole = Buffer.concat([
      textParts,
      partHead(file),
      pngOf(6 * MB),
      Buffer.from(`\r\n--${formBoundary}--\r\n`),
    ]);
    // The text, the part head and 5 MB + 64 KB of the file: a server that waited for the rest of
    // the 6 MB would never answer.
    const head = Buffer.concat([textParts, partHead(file), pngOf(5 * MB + 64 * 1024)]);
    const answer = await sendPart(whole.length, head);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      errorCode: 'FEEDBACK_IMAGE_TOO_LARGE',
      fields: [{ field: 'images.0' }],
    });
    expect(answer.clientStillSending).toBe(true);
  });

  it('answers a rate-limited client 429 after the first 64 KB of a 20 MB body, without waiting for the rest (§5, issue 13 item 5)', async () => {
    // The listening server sees this client as 127.0.0.1: ten feedbacks in the hour use its limit.
    for (let n = 0; n < 10; n += 1)
      await callMultipart(app, 'PUT', '/wps/feedback', text('The lobby is slow today.'), {
        ip: '127.0.0.1',
      });
    const head = Buffer.concat([textParts, partHead(image(png)), pngOf(64 * 1024)]);
    const answer = await sendPart(20 * MB, head);
    expect(answer.status).toBe(429);
    expect(answer.json.errorCode).toBe('RATE_LIMITED');
    expect(answer.clientStillSending).toBe(true);
  });
});
