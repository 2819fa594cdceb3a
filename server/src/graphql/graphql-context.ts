import type { Request, Response } from 'express';

/**
 * What every resolver finds in its context, over HTTP and over the WebSocket.
 * Its own file, importing nothing of ours, so resolvers can take it without
 * importing the GraphQL module (which imports their modules: a cycle).
 */
export interface GraphqlContext {
  req: Request;
  res?: Response;
}
