import { AppError, type ErrorCode } from '@jobbridge/shared';

/**
 * A provider (SMTP, SMS, WeChat) refused or could not be reached. It is an
 * AppError, so the error handler renders it in the user's language without
 * details; the provider's own code and message stay on the object for the log.
 */
export class ProviderFailure extends AppError {
  constructor(
    code: ErrorCode,
    key: string,
    readonly provider: string,
    readonly providerCode: string,
    readonly providerMessage: string,
    params: Record<string, string | number> = {},
  ) {
    super(code, key, null, params);
    this.name = 'ProviderFailure';
  }
}

/** What a log line may carry about a failure: never the request, never a secret. */
export function describeFailure(error: unknown): Record<string, string> {
  if (error instanceof ProviderFailure) {
    return { provider: error.provider, code: error.providerCode, message: error.providerMessage };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
