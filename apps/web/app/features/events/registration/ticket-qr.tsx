import { useEffect, useState } from 'react';

/**
 * The ticket as a QR code (the signed token, scanned at the door). `qrcode` loads only when a
 * ticket is shown; the token is also written out for reading aloud or typing.
 */
export const TicketQr = ({ ticket, label }: { ticket: string; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qr) => qr.toDataURL(ticket, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!cancelled) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ticket]);
  return src ? (
    <img src={src} width={220} height={220} alt={label} data-ticket={ticket} />
  ) : (
    <span role="img" aria-label={label} style={{ display: 'block', width: 220, height: 220 }} />
  );
};
