import { createHash } from 'node:crypto';

export interface CachedImage {
  body: Buffer;
  etag: string;
}

/**
 * Encoded images by path, least recently used dropped first once `maxBytes` is passed. Artwork is
 * the same for every visitor (never per-user state), and any node regenerates a dropped entry.
 */
export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private readonly pending = new Map<string, Promise<CachedImage | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached image, or the one `make` draws now (null: there is no such image, nothing is kept);
   * concurrent requests for one key share one drawing.
   */
  async get(key: string, make: () => Promise<Buffer | null>): Promise<CachedImage | null> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = make()
      .then((body) => {
        if (!body) return null;
        const image = {
          body,
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        };
        this.put(key, image);
        return image;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private put(key: string, image: CachedImage): void {
    if (image.body.length > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
}
