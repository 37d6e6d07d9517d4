import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './hosting.module.css';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's own QR decoder where it has one (Chrome on Android, Safari 17+…). */
const nativeDetector = (): Detector | null => {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return Native ? new Native({ formats: ['qr_code'] }) : null;
};

export interface TicketScannerProps {
  /** Called with each ticket read (the same ticket is read again only after a pause). */
  onTicket: (token: string) => void;
  busy?: boolean;
}

/**
 * Check-in at the door: the phone's back camera reads ticket QR codes (the browser's
 * BarcodeDetector where it exists, ZXing's decoder loaded on demand otherwise), or the ticket
 * code is typed or pasted.
 */
export const TicketScanner = ({ onTicket, busy }: TicketScannerProps) => {
  const { t } = useTranslation('hiring');
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const onTicketRef = useRef(onTicket);
  onTicketRef.current = onTicket;

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let stopZxing: (() => void) | null = null;
    let last = { token: '', at: 0 };
    const read = (token: string) => {
      const now = Date.now();
      if (token === last.token && now - last.at < 3000) return;
      last = { token, at: now };
      onTicketRef.current(token.trim());
    };
    const start = async () => {
      try {
        const element = video.current;
        if (!element) return;
        const detector = nativeDetector();
        if (detector) {
          stream = await navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
            audio: false,
          });
          if (stopped) return;
          element.srcObject = stream;
          await element.play();
          const tick = async () => {
            if (stopped) return;
            try {
              const [found] = await detector.detect(element);
              if (found?.rawValue) read(found.rawValue);
            } catch {
              // A frame the decoder could not read: try the next one.
            }
            setTimeout(tick, 250);
          };
          void tick();
          return;
        }
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (stopped) return;
        const controls = await new BrowserQRCodeReader().decodeFromConstraints(
          { video: { facingMode: 'environment' }, audio: false },
          element,
          (result) => {
            if (result) read(result.getText());
          },
        );
        stopZxing = () => controls.stop();
        if (stopped) stopZxing();
      } catch {
        if (!stopped) {
          setCameraError(t('hosting.scanner.cameraFailed'));
          setScanning(false);
        }
      }
    };
    void start();
    return () => {
      stopped = true;
      stopZxing?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    onTicket(value);
    setCode('');
  };

  return (
    <div className={styles.scanner}>
      {scanning ? (
        <div className={styles.camera}>
          <video ref={video} className={styles.video} muted playsInline />
          <p className={styles.muted}>{t('hosting.scanner.aim')}</p>
          <Button variant="secondary" size="sm" onClick={() => setScanning(false)}>
            {t('hosting.scanner.stop')}
          </Button>
        </div>
      ) : (
        <Button
          variant="primary"
          iconStart={<Icon name="camera" size={18} />}
          onClick={() => {
            setCameraError(null);
            setScanning(true);
          }}
        >
          {t('hosting.scanner.start')}
        </Button>
      )}
      {cameraError ? (
        <p className={styles.muted} role="alert">
          {cameraError}
        </p>
      ) : null}
      <form className={styles.codeForm} onSubmit={submit} noValidate>
        <TextField
          label={t('hosting.scanner.codeLabel')}
          helperText={t('hosting.scanner.codeHelp')}
          value={code}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy || code.trim() === ''}>
          {t('hosting.scanner.checkIn')}
        </Button>
      </form>
    </div>
  );
};
