// Zod-free on purpose: the site's first page imports these through `@lobbykit/api-contract/rules`.

/**
 * §5, §9: at most 3 images, PNG or JPEG, 5 MB each; remark at most 140 characters. The spec gives
 * the content bounds only as {0} and {1} words; these character bounds are ours.
 */
export const feedbackLimits = {
  contentMinLength: 10,
  contentMaxLength: 2000,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  remarkMaxLength: 140,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Base64 length of the largest allowed image: 4 characters per 3 bytes, padded. */
export const maxImageBase64Length = Math.ceil(feedbackLimits.maxImageBytes / 3) * 4;

/** Bytes a base64 string decodes to, without decoding it. */
export function decodedBase64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}
