import { parentPort } from 'node:worker_threads';
import { drawPng } from './draw';
import type { DrawJob } from './draw';

/** The drawing thread: takes jobs, answers PNG bytes (transferred, not copied). */
parentPort?.on('message', (message: { id: number; job: DrawJob }) => {
  drawPng(message.job).then(
    (png) => {
      const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
      parentPort?.postMessage({ id: message.id, png: bytes }, [bytes as ArrayBuffer]);
    },
    (error: unknown) => {
      parentPort?.postMessage({ id: message.id, error: String(error) });
    },
  );
});
