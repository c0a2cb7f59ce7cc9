import { parseRedeemCode } from '@lahap/contract/redemption/code';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavBar } from '@/shared/ui/nav-bar';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths, type RedeemRouteState } from '../app/staff-paths';
import { CodeEntry } from '../components/code-entry';
import layout from '../components/staff-page.module.css';
import { CameraError, openBackCamera, stopStream, type CameraFailure } from '../model/camera';
import { createFrameDecoder } from '../model/frame-decoder';
import styles from './scan-page.module.css';

/** How often a camera frame is decoded: often enough to feel instant, rarely enough to stay cool. */
const SCAN_INTERVAL_MS = 200;

type Phase = { name: 'starting' } | { name: 'scanning' } | { name: 'failed'; failure: CameraFailure };

/**
 * The camera, reading QR codes until it finds a redemption code, which opens the result. When
 * the camera cannot be used (permission refused, none, busy, no HTTPS) it says why and offers
 * the type-code field, which is also one tap away while scanning.
 */
export function ScanPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const [foreign, setForeign] = useState(false);
  const [typing, setTyping] = useState(false);

  const openCode = (code: string) => {
    const state: RedeemRouteState = { code };
    void navigate(staffPaths.redeem, { state, replace: true });
  };
  const found = useEffectEvent(openCode);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: number | undefined;
    const run = async () => {
      try {
        stream = await openBackCamera();
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        const decode = await createFrameDecoder();
        if (stopped) return;
        setPhase({ name: 'scanning' });
        const tick = async () => {
          if (stopped) return;
          const text = await decode(element).catch(() => null);
          if (stopped) return;
          if (text !== null) {
            if (parseRedeemCode(text)) {
              stopped = true;
              stopStream(stream);
              found(text);
              return;
            }
            setForeign(true);
          }
          timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (!stopped)
          setPhase({ name: 'failed', failure: error instanceof CameraError ? error.failure : 'busy' });
      }
    };
    void run();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopStream(stream);
    };
  }, []);

  const failed = phase.name === 'failed';
  return (
    <div className={layout.page}>
      <NavBar title={t('scan.title')} onBack={() => void navigate(staffPaths.counter)} />
      <main className={layout.main}>
        {failed ? (
          <section
            className={styles.failed}
            role="alert"
            data-testid="scan-failed"
            data-failure={phase.failure}
          >
            <h2 className={styles.failedTitle}>{t(`scan.failed.${phase.failure}.title`)}</h2>
            <p>{t(`scan.failed.${phase.failure}.body`)}</p>
          </section>
        ) : (
          <div className={styles.viewfinder}>
            <video ref={video} className={styles.video} playsInline muted autoPlay data-testid="scan-video" />
            <div className={styles.frame} aria-hidden="true" />
            {phase.name === 'starting' && (
              <div className={styles.starting} role="status">
                <Spinner />
                {t('scan.starting')}
              </div>
            )}
          </div>
        )}
        {!failed && (
          <p className={styles.hint} role="status" data-testid="scan-hint">
            {foreign ? t('scan.notOurs') : t('scan.hint')}
          </p>
        )}
        {failed || typing ? (
          <div className={styles.card}>
            <CodeEntry onSubmit={openCode} autoFocus={typing} />
          </div>
        ) : (
          <Button
            block
            shape="rounded"
            size="large"
            onClick={() => setTyping(true)}
            data-testid="scan-type-instead"
          >
            {t('scan.typeInstead')}
          </Button>
        )}
      </main>
    </div>
  );
}
