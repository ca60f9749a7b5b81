import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { VerifyPage } from './EmailVerifyFlow';

interface EmailVerifyControl {
  /**
   * Opens the verification dialog; 'apply' is the variant shown before applying to a job.
   * `onVerified` runs once the address is verified (Apply uses it to send the application).
   */
  openEmailVerify: (page?: VerifyPage, onVerified?: () => void) => void;
}

const EmailVerifyContext = createContext<EmailVerifyControl>({ openEmailVerify: () => undefined });

const EmailVerifyDialog = lazy(() => import('./EmailVerifyDialog'));

/** Holds the e-mail verification dialog for the whole shell. */
export function EmailVerifyProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; page: VerifyPage; used: boolean; onVerified?: () => void }>({
    open: false,
    page: 'confirm',
    used: false,
  });
  const openEmailVerify = useCallback(
    (page: VerifyPage = 'confirm', onVerified?: () => void) => setState({ open: true, page, used: true, onVerified }),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false, onVerified: undefined })), []);
  const verified = useCallback(() => {
    const then = state.onVerified;
    close();
    then?.();
  }, [state.onVerified, close]);
  const control = useMemo(() => ({ openEmailVerify }), [openEmailVerify]);
  return (
    <EmailVerifyContext.Provider value={control}>
      {children}
      {state.used && (
        <Suspense fallback={null}>
          <EmailVerifyDialog open={state.open} page={state.page} onClose={close} onVerified={verified} />
        </Suspense>
      )}
    </EmailVerifyContext.Provider>
  );
}

export const useEmailVerify = () => useContext(EmailVerifyContext);
