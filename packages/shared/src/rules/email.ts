/** Longest e-mail address a call accepts (the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What an e-mail address must look like: a local part of letters, digits and
 * _ ' + - (dots between them), then a domain with a top-level part of two
 * letters or more. The call schemas (`emailField`) and the web's forms both
 * check it; it is zod's own e-mail pattern, kept here so the browser needs
 * no zod for it.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the calls accept `value` as an e-mail address (it is trimmed first, as they do). */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
