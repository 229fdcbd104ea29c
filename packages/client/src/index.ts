export { ApiError, isApiError } from './api-error.ts';
export { type CallOptions, createEndpointCaller, type EndpointCaller } from './call-endpoint.ts';
export {
  type CookieClientDeps,
  type CsrfOptions,
  createCookieClient,
  DEFAULT_CSRF_HEADER,
  readCookie,
} from './cookie-client.ts';
export { type JsonClient, type RequestOptions, withQuery } from './request.ts';
export { type ApiClient, type ClientDeps, createApiClient } from './token-client.ts';
