import { useTranslation } from '../../i18n/use-translation';
import { Modal } from '../ui/Modal';
import { LoginForm } from './LoginForm';
import { useCompleteLogin } from './use-complete-login';

/** The desktop sign-in dialog (loaded on first use). */
export default function LoginDialog({
  open,
  redirect,
  onClose,
}: {
  open: boolean;
  redirect: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  return (
    <Modal open={open} onClose={onClose} labelledBy="login-dialog-title">
      <h2 id="login-dialog-title" className="mb-4 pr-8 text-xl font-semibold">
        {t('login.heading')}
      </h2>
      <LoginForm
        redirect={redirect}
        onSignedIn={async (user) => {
          const target = redirect;
          onClose();
          await completeLogin(user, target);
        }}
      />
    </Modal>
  );
}
