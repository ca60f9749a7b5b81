import type { Captcha } from '@jobbridge/shared';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../api/browser';

/** The image src of a captcha answer (a data URL, or bare base64 PNG). */
export const captchaSrc = (captcha: Captcha) =>
  captcha.imageBase64.startsWith('data:') ? captcha.imageBase64 : `data:image/png;base64,${captcha.imageBase64}`;

/**
 * A picture captcha (`GET account/randomImage`, single use, 2 min): loads when
 * `active` turns true; `reload()` gets a new one (click on the image, and
 * after every send, since the server consumes it).
 */
export function useCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    const envelope = await browserApi.randomImage();
    setLoading(false);
    if (envelope.success) {
      setCaptcha(envelope.data);
    } else {
      setCaptcha(null);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (active && !captcha && !loading && !failed) void reload();
  }, [active, captcha, loading, failed, reload]);

  return { captcha, failed, loading, reload };
}
