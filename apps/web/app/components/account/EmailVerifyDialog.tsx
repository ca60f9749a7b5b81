import { Modal } from '../ui/Modal';
import { EmailVerifyFlow, type VerifyPage } from './EmailVerifyFlow';

/** The e-mail verification dialog (loaded on first use). */
export default function EmailVerifyDialog({
  open,
  page,
  onClose,
  onVerified,
}: {
  open: boolean;
  page: VerifyPage;
  onClose: () => void;
  /** After a successful verification (closes the dialog too). */
  onVerified: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="email-verify-title">
      {/* A new flow per opening, starting on the requested page. */}
      {open && (
        <EmailVerifyFlow initialPage={page} headingId="email-verify-title" onDone={onVerified} onCancel={onClose} />
      )}
    </Modal>
  );
}
