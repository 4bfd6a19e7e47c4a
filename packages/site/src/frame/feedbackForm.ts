import { feedbackLimits } from '@lobbykit/api-contract/rules';

/** §5, §9 the image types the feedback form takes; the platform checks the bytes again. */
export type FeedbackImageType = (typeof feedbackLimits.imageTypes)[number];

export type ImageProblem = 'type' | 'size' | 'count';

export interface ImageCheck {
  accepted: { file: File; type: FeedbackImageType }[];
  rejected: { name: string; problem: ImageProblem }[];
}

/** The real type from the first bytes: a renamed GIF is refused here, not after the upload. */
export function sniffImageType(bytes: Uint8Array): FeedbackImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * §5, §9 at most 3 images, PNG or JPG, 5 MB each: which of the picked files can be attached next
 * to the `alreadyAttached` ones, and why each other one cannot.
 */
export async function checkImageFiles(
  alreadyAttached: number,
  files: readonly File[],
): Promise<ImageCheck> {
  const result: ImageCheck = { accepted: [], rejected: [] };
  for (const file of files) {
    if (alreadyAttached + result.accepted.length >= feedbackLimits.maxImages) {
      result.rejected.push({ name: file.name, problem: 'count' });
      continue;
    }
    if (file.size > feedbackLimits.maxImageBytes) {
      result.rejected.push({ name: file.name, problem: 'size' });
      continue;
    }
    const type = sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (type === null) {
      result.rejected.push({ name: file.name, problem: 'type' });
      continue;
    }
    result.accepted.push({ file, type });
  }
  return result;
}
