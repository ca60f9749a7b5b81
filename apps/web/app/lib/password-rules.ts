import { checkPasswordPolicy, isCommonPassword, PASSWORD } from '@jobbridge/shared';

export type PasswordRule = 'length' | 'spaces' | 'kinds';

/**
 * Each rule of the password policy (spec section 5) with whether it is met,
 * for the live checklist under a new-password field. checkPasswordPolicy
 * stays the authority when the form is submitted.
 */
export function passwordRules(password: string): { rule: PasswordRule; met: boolean }[] {
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length;
  return [
    { rule: 'length', met: password.length >= PASSWORD.minLength && password.length <= PASSWORD.maxLength },
    { rule: 'spaces', met: password.length > 0 && !/\s/.test(password) },
    { rule: 'kinds', met: kinds >= 2 },
  ];
}

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

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;
