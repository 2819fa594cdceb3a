import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { DomainError } from './domain-error.js';
import { toDomainError } from './to-domain-error.js';
import { toGraphqlError } from './graphql-error.js';
import { retryAfterHeader, toRestError } from './rest-error.js';

/** One place where every error leaving a resolver or controller is mapped and, if unexpected, logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<GqlContextType>() === 'graphql') {
      // Errors Apollo raised itself (validation, coercion) are already safe.
      if (exception instanceof GraphQLError) return exception;
      const { req, res } = GqlArgumentsHost.create(host).getContext<{
        req?: Request;
        res?: Response;
      }>();
      const error = this.read(exception, req?.id);
      // One limited field limits the answer: its HTTP response says when to come back.
      if (res && !res.headersSent) res.set(retryAfterHeader(error));
      return toGraphqlError(error, req?.id ?? 'unknown');
    }
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // Already answered — an upload cut for its pace, whose handler then tried
    // to answer too: nothing more to say, and nothing went wrong.
    if (res.headersSent && isHeadersSent(exception)) return;
    const error = this.read(exception, req.id);
    if (res.headersSent) return;
    const { status, body, headers } = toRestError(error, req.id);
    res.status(status).set(headers).json(body);
  }

  private read(exception: unknown, requestId = 'unknown') {
    const domainError = toDomainError(exception);
    // An outage answers every request with 503: one line each, without the stack.
    if (domainError?.code === 'SERVICE_UNAVAILABLE' && !(exception instanceof DomainError)) {
      this.logger.warn(`Database unavailable (request ${requestId}): ${rootCause(exception)}`);
    }
    if (!domainError) {
      const detail =
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`Unexpected error (request ${requestId}): ${detail}`);
    }
    return domainError;
  }
}

function isHeadersSent(exception: unknown): boolean {
  return (exception as { code?: unknown } | null)?.code === 'ERR_HTTP_HEADERS_SENT';
}

/** The driver's own words under any wrapper (Drizzle's wrapper repeats the whole query). */
function rootCause(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown } | null)?.cause)
    current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}
