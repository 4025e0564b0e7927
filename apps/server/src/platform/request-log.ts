import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// One log line per request, written when it is answered, with what Fastify's two lines carried
// between them: the request (method, url, client) and the outcome (status, time). Under 64
// concurrent saves the second line per request was a measurable share of the main thread's time
// (docs/performance.md). The price: a request that is never answered leaves no line, where it used
// to leave its 'incoming request'.
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
