import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { showsFooter } from '../../lib/route-rules';
import { EmailVerifyProvider } from '../account/email-verify-context';
import { VerifyEmailBanner } from '../account/VerifyEmailBanner';
import { HydrateLater } from '../HydrateLater';
import { LoginProvider } from '../login/login-context';
import { ToastProvider } from '../ui/Toast';
import { Banner } from './Banner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { TryoutBanner } from './TryoutBanner';

/**
 * The try-out notice (development tools on), banner, header, the e-mail verification banner, the page and (except on
 * FOOTER_HIDDEN_ROUTES) the footer; toasts, the login and e-mail verification
 * dialogs for the whole site.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ToastProvider>
      <LoginProvider>
        <EmailVerifyProvider>
          {/* The header, the page, then the footer hydrate each in a task of its own (HydrateLater). The site's
              chrome is left off a printed page (a guide prints as the document alone). */}
          <HydrateLater part="header">
            <div className="contents print:hidden">
              <SkipLink />
              <TryoutBanner />
              <Banner />
              <Header />
              <VerifyEmailBanner />
            </div>
          </HydrateLater>
          <HydrateLater part="main">
            <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
              {children}
            </main>
          </HydrateLater>
          {showsFooter(pathname) && (
            <HydrateLater part="footer">
              <div className="contents print:hidden">
                <Footer />
              </div>
            </HydrateLater>
          )}
        </EmailVerifyProvider>
      </LoginProvider>
    </ToastProvider>
  );
}
