/** The part of the Pages Functions context the functions use (the full type is `EventContext` of workers-types). */
export type PagesContext = {
  request: Request;
  next: () => Promise<Response>;
  env: { ASSETS: { fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response> } };
};
