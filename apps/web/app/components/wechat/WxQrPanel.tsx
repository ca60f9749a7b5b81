import type { WxBindStatus, WxQrcode } from '@jobbridge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';
import { isFinalWxStatus } from '../../lib/wx-bind';
import { primaryButton } from '../account/fields';
import { Link } from '../ui/Link';
import { QrCode } from './QrCode';

/**
 * A WeChat QR code with its status line, the time it has left, a new-code
 * button once it ended, and, when WeChat is not configured (development),
 * the scene text and a link to the simulator.
 */
export function WxQrPanel({
  qr,
  status,
  statusText,
  secondsLeft,
  onNewCode,
  size = 200,
  children,
}: {
  qr: WxQrcode;
  status: WxBindStatus;
  statusText: string;
  secondsLeft: number;
  onNewCode: () => void;
  size?: number;
  /** Shown under the status (e.g. what to do after an unbound scan). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { config } = useSite();
  const live = !isFinalWxStatus(status);
  return (
    <div className="flex flex-col items-center text-center">
      {/* A scanned or ended code is shown faded: it cannot be scanned again. */}
      <div className={status === 'waiting' ? '' : 'opacity-30'}>
        {qr.imageUrl ? (
          <img
            src={qr.imageUrl}
            alt={t('account.wechat.qrAlt')}
            width={size}
            height={size}
            className="rounded-md border border-slate-200"
          />
        ) : (
          <QrCode text={qr.url} label={t('account.wechat.qrAlt')} size={size} />
        )}
      </div>
      <p role="status" className={`mt-4 font-medium ${status === 'failed' ? 'text-red-800' : 'text-slate-900'}`}>
        {statusText}
      </p>
      {children}
      {live && (
        <p className="mt-1 text-sm text-slate-600">
          {t('account.wechat.expiresIn', {
            minutes: Math.floor(secondsLeft / 60),
            seconds: String(secondsLeft % 60).padStart(2, '0'),
          })}
        </p>
      )}
      {!live && (
        <button type="button" className={`${primaryButton} mt-4`} onClick={onNewCode}>
          {t('account.wechat.newCode')}
        </button>
      )}
      {!qr.imageUrl && (
        <div className="mt-6 w-full rounded-md bg-slate-50 p-3 text-left text-sm text-slate-700">
          <p>{t('account.wechat.devNote')}</p>
          <p className="mt-1 break-all font-mono text-xs text-slate-600">{qr.url}</p>
          {config.site.dev_tools && (
            <Link
              to="/dev/wechat"
              target="_blank"
              className="mt-2 inline-block font-medium text-teal-800 hover:underline"
            >
              {t('account.wechat.openSimulator')}
              <span className="sr-only"> {t('common.opensNewWindow')}</span>
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
