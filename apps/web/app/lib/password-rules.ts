import { checkPasswordPolicy, isCommonPassword } from '@jobbridge/shared';

/**
 * The catalogue key of the first problem with a new password and its confirmation, or null:
 * the policy of spec section 5, then the list of the most common passwords (decision 0013).
 */
export function newPasswordProblem(password: string, confirm?: string): string | null {
  if (!password) return 'account.errors.passwordRequired';
  const policy = checkPasswordPolicy(password);
  if (policy) return policy;
  if (isCommonPassword(password)) return 'password.common';
  if (confirm !== undefined && confirm !== password) return 'account.errors.passwordMismatch';
  return null;
}
