// The OpenAPI document of the contract. A subpath of its own: zod-openapi stays out of the main
// entry, which browsers load.
export { buildOpenApiDocument, openApiJson } from './document';
