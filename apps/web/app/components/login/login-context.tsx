import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDesktop } from '../../lib/media';
import { loginHref } from '../../lib/redirect';

interface LoginControl {
  /**
   * Starts a sign-in that comes back to `redirect` (a path): a dialog on
   * desktop widths, the /login page below them.
   */
  openLogin: (redirect: string | null) => void;
}

const LoginContext = createContext<LoginControl | null>(null);

// The dialog (and its form) loads only when someone opens it.
const LoginDialog = lazy(() => import('./LoginDialog'));

/** Holds the login dialog's state (open, stored redirect) for the whole shell. */
export function LoginProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<{ open: boolean; redirect: string | null; used: boolean }>({
    open: false,
    redirect: null,
    used: false,
  });

  const openLogin = useCallback(
    (redirect: string | null) => {
      if (!isDesktop() || location.pathname === '/login') {
        navigate(loginHref(redirect));
        return;
      }
      setState({ open: true, redirect, used: true });
    },
    [navigate, location.pathname],
  );

  // Closing the dialog also forgets the stored redirect (spec section 4).
  const close = useCallback(() => setState((current) => ({ ...current, open: false, redirect: null })), []);
  const control = useMemo(() => ({ openLogin }), [openLogin]);

  // A link inside the dialog (sign up, forgot password) leaves the page: close it behind them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => {
    setState((current) => (current.open ? { ...current, open: false, redirect: null } : current));
  }, [location.key]);

  return (
    <LoginContext.Provider value={control}>
      {children}
      {state.used && (
        <Suspense fallback={null}>
          <LoginDialog open={state.open} redirect={state.redirect} onClose={close} />
        </Suspense>
      )}
    </LoginContext.Provider>
  );
}

export function useLogin(): LoginControl {
  const control = useContext(LoginContext);
  if (!control) throw new Error('useLogin() outside LoginProvider');
  return control;
}
