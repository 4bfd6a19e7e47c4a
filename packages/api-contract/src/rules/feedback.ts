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
