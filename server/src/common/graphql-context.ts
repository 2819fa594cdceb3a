import type { Request, Response } from 'express';

/**
 * What every resolver finds in its context, over HTTP and over the WebSocket.
 * Here rather than beside the GraphQL module, which imports the domains.
 */
export interface GraphqlContext {
  req: Request;
  res?: Response;
}
