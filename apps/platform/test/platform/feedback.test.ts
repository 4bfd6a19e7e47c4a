import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackImages } from '../../src/db/schema/index';
import { drawCaptcha } from '../../src/modules/captcha/png';
import { call, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('feedback');
});
afterAll(async () => {
  await app.close();
});

const png = drawCaptcha('1234').toString('base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString(
  'base64',
);

describe('feedback (§5, §9)', () => {
  it('stores the content and up to 3 PNG/JPEG images', async () => {
    const answer = await call(app, 'PUT', '/wps/feedback', {
      ip: '192.0.2.70',
      body: {
        content: 'The slot page does not load on my phone.',
        images: [
          { type: 'image/png', data: png },
          { type: 'image/jpeg', data: jpeg },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.value.id).toMatch(/^\d+$/);
    const stored = await app.db.select().from(feedbackImages);
    expect(stored.map((s) => s.mime).sort()).toEqual(['image/jpeg', 'image/png']);
  });
  it('refuses a fourth image', async () => {
    const image = { type: 'image/png', data: png };
    const answer = await call(app, 'PUT', '/wps/feedback', {
      ip: '192.0.2.71',
      body: { content: 'Four screenshots attached.', images: [image, image, image, image] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
  });
  it('refuses an image whose bytes are not PNG or JPEG, whatever type it claims', async () => {
    const gif = Buffer.from('GIF89a0000000000').toString('base64');
    const answer = await call(app, 'PUT', '/wps/feedback', {
      ip: '192.0.2.72',
      body: { content: 'A GIF pretending to be PNG.', images: [{ type: 'image/png', data: gif }] },
    });
    expect(answer.status).toBe(415);
    expect(answer.json.errorCode).toBe('FEEDBACK_IMAGE_TYPE');
  });
  it('refuses content shorter than the bound', async () => {
    const answer = await call(app, 'PUT', '/wps/feedback', {
      ip: '192.0.2.73',
      body: { content: 'short' },
    });
    expect(answer.json.errorCode).toBe('VALIDATION_FAILED');
    expect(answer.json.fields[0].field).toBe('content');
  });
  it('accepts a body up to the feedback limit, above the 1 MB of other calls', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024),
    ]).toString('base64');
    const answer = await call(app, 'PUT', '/wps/feedback', {
      ip: '192.0.2.74',
      body: {
        content: 'A large screenshot of the problem.',
        images: [{ type: 'image/png', data: big }],
      },
    });
    expect(answer.status).toBe(200);
  });
});
