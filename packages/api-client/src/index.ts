export { createApiClient } from './client';
export { downloadRoutes } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CallFunction,
  CallOptions,
  DownloadName,
  DownloadRequest,
} from './client';
export { ApiError, ValidationError, apiErrorKinds, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { encryptRequest, importPlatformKey } from './encryption';
export type { ContractValidation } from './validation';
