import type { Envelope, WxBindStatus, WxQrcode } from '@jobbridge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { DEV_SCENE_STORAGE_KEY, effectiveWxStatus, isFinalWxStatus, WX_POLL_MS } from '../../lib/wx-bind';

export type WxScenePurpose = 'bind' | 'login';

export type WxScenePhase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'qr'; qr: WxQrcode; expiresAt: number }
  | { kind: 'error'; envelope: Envelope<unknown> };

/** Stops the development simulator from offering a scene this browser no longer waits on. */
function forgetDevScene(scene: string) {
  try {
    if (localStorage.getItem(DEV_SCENE_STORAGE_KEY) === scene) localStorage.removeItem(DEV_SCENE_STORAGE_KEY);
  } catch {
    // storage blocked
  }
}

/**
 * One WeChat QR scene (`wechat/wxQrcode`) and its state: asks
 * `wechat/checkWxBind` every 2 s while the code lives, shows it expired when
 * its time is up, and cancels it (`account/delUserTmp`) when the page is left
 * before it ended — unless `release()` handed it on (e.g. to /bind).
 */
export function useWxScene(purpose: WxScenePurpose) {
  const [phase, setPhase] = useState<WxScenePhase>({ kind: 'idle' });
  const [status, setStatus] = useState<WxBindStatus>('waiting');
  const [now, setNow] = useState(() => Date.now());
  const pendingScene = useRef<string | null>(null);

  const cancelPending = useCallback(() => {
    const scene = pendingScene.current;
    pendingScene.current = null;
    if (scene) {
      forgetDevScene(scene);
      void browserApi.delUserTmp({ scene });
    }
  }, []);

  const start = useCallback(async () => {
    cancelPending();
    setPhase({ kind: 'loading' });
    setStatus('waiting');
    const envelope = await browserApi.wxQrcode({ purpose });
    if (!envelope.success) {
      setPhase({ kind: 'error', envelope });
      return;
    }
    const qr = envelope.data;
    pendingScene.current = qr.scene;
    try {
      localStorage.setItem(DEV_SCENE_STORAGE_KEY, qr.scene);
    } catch {
      // storage blocked: the simulator then needs the scene typed in
    }
    setNow(Date.now());
    setPhase({ kind: 'qr', qr, expiresAt: Date.now() + Math.max(1, qr.expires_in) * 1000 });
  }, [purpose, cancelPending]);

  // Leaving before the scan cancels the pending scene.
  useEffect(() => cancelPending, [cancelPending]);

  const scene = phase.kind === 'qr' ? phase.qr.scene : null;
  const expiresAt = phase.kind === 'qr' ? phase.expiresAt : 0;
  const shown = scene ? effectiveWxStatus(status, expiresAt, now) : status;

  useEffect(() => {
    if (!scene || isFinalWxStatus(shown)) return;
    let stopped = false;
    const timer = setInterval(async () => {
      setNow(Date.now());
      const envelope = await browserApi.checkWxBind({ scene });
      if (stopped || !envelope.success) return;
      setStatus(envelope.data.status);
    }, WX_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [scene, shown]);

  // An ended scene needs no cancelling.
  useEffect(() => {
    if (!scene || !isFinalWxStatus(shown)) return;
    pendingScene.current = null;
    forgetDevScene(scene);
  }, [scene, shown]);

  /** The scene is handed on (not cancelled when this page goes away). */
  const release = useCallback(() => {
    if (pendingScene.current) forgetDevScene(pendingScene.current);
    pendingScene.current = null;
  }, []);

  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return { phase, status: shown, secondsLeft, start, release };
}
