import { type ErrorCode, HTTP_STATUS_OF } from '@jobbridge/shared';
import { data } from 'react-router';

/** Throws a failure envelope as a route error with the code's HTTP status (the page boundary renders it). */
export function throwApiFailure(envelope: { code: number }): never {
  const status = HTTP_STATUS_OF[envelope.code as ErrorCode];
  throw data({ code: envelope.code }, { status: status && status >= 400 ? status : 500 });
}
