import type { ComponentPropsWithRef, MouseEvent } from 'react';

type Props = ComponentPropsWithRef<'button'> & {
  /** Its action is running: the button says so and ignores presses until it is done. */
  busy: boolean;
  /** It cannot be pressed for now (a resend countdown runs): ignored like busy, without saying busy. */
  paused?: boolean;
};

/**
 * A button that keeps the keyboard's focus while its action runs. Busy is `aria-disabled` and
 * `aria-busy`, not `disabled`: a button that becomes disabled drops its focus to the page, so a
 * keyboard or screen-reader user who pressed it starts again from the top. While busy a press (and
 * Enter in its form, which presses the form's submit button) does nothing, so nothing is sent twice.
 * `disabled` stays for a button that cannot be used at all (nothing to send yet).
 */
export function BusyButton({ busy, paused = false, onClick, type = 'button', ...rest }: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || paused) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={busy || paused || undefined}
      aria-busy={busy || undefined}
      onClick={press}
    />
  );
}
