import { encodePngAsync } from '../../../images/png';
import { drawGameTile } from './gameTile';
import type { TileSubject } from './gameTile';
import { drawVendorImage } from './vendorIcons';
import type { VendorImageKind, VendorSubject } from './vendorIcons';

/** Everything needed to draw one image, as plain data (it crosses to the drawing thread). */
export type DrawJob =
  | { kind: 'game'; subject: TileSubject; size: number }
  | { kind: 'vendor'; subject: VendorSubject; image: VendorImageKind };

/** Draws and encodes one image: PNG bytes. Colours in 5 bits a channel (see Canvas.toRgba). */
export async function drawPng(job: DrawJob): Promise<Uint8Array> {
  const canvas =
    job.kind === 'game'
      ? drawGameTile(job.subject, job.size)
      : drawVendorImage(job.subject, job.image);
  return encodePngAsync(canvas.width, canvas.height, canvas.toRgba(8));
}
