import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/wxbind-scan';

/**
 * /wxbind/:user_id?/:openid? — where a page opened from WeChat after a scan
 * lands. Binding itself happens when WeChat tells the server about the scan;
 * this explains where to look for the result.
 */
export default function WxBindScan({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!params.user_id) return null;
  return (
    <div role="note" className="mt-4 rounded-md border border-teal-200 bg-teal-50 p-4 text-sm text-teal-950">
      <p className="font-semibold">{t('account.wechat.scanLandingTitle')}</p>
      <p className="mt-1">{t('account.wechat.scanLandingText')}</p>
    </div>
  );
}
