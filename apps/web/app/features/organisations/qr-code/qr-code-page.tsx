import { getOrganisationShortLinkContract } from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { api } from '../../../lib/api/api-client';
import styles from './qr-code.module.css';

/** The printed code's size in pixels (a PNG sharp at poster size). */
const PNG_WIDTH = 1024;

interface Images {
  svg: string;
  png: string;
}

/**
 * The address a scan opens: the society's short link when it has one (`/s/{slug}`, shorter, so
 * a coarser code that scans from further away), else its public page.
 */
export const qrTargetOf = (origin: string, societySlug: string, shortLink: string | null) =>
  shortLink ? `${origin}/s/${shortLink}` : `${origin}/societies/${societySlug}`;

/**
 * The society's QR code, for posters, flyers and a freshers' fair stall: a scan opens its page
 * on Gradway. Shown on screen, downloadable as SVG (for print shops) and PNG, and printable.
 * `qrcode` loads only on this screen, as for event tickets.
 */
export const QrCodePage = ({
  societyName,
  societySlug,
}: {
  societyName: string;
  societySlug: string;
}) => {
  const { t } = useTranslation('organisations');
  // Undefined while the short link is read; null when the society has none.
  const [shortLink, setShortLink] = useState<string | null | undefined>(undefined);
  const [images, setImages] = useState<Images | null>(null);
  const [failed, setFailed] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  useEffect(() => {
    const controller = new AbortController();
    api(getOrganisationShortLinkContract, {}, { quiet: true, signal: controller.signal })
      .then((document) => setShortLink(document.data?.attributes.slug ?? null))
      // Without it, the public page's address still works.
      .catch(() => {
        if (!controller.signal.aborted) setShortLink(null);
      });
    return () => controller.abort();
  }, []);

  const target = shortLink === undefined ? null : qrTargetOf(origin, societySlug, shortLink);

  useEffect(() => {
    if (!target) return;
    let cancelled = false;
    import('qrcode')
      .then(async (qr) => {
        const options = { margin: 2, errorCorrectionLevel: 'M' as const };
        const [svg, png] = await Promise.all([
          qr.toString(target, { ...options, type: 'svg' }),
          qr.toDataURL(target, { ...options, width: PNG_WIDTH }),
        ]);
        if (!cancelled) {
          setImages({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [target]);

  const fileName = `${societySlug}-qr-code`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('qrCode.title')}</h1>
        <p className={styles.lead}>{t('qrCode.lead')}</p>
      </header>
      <Card as="section" aria-labelledby="qr-code-society" className={styles.sheet}>
        <h2 id="qr-code-society" className={styles.society}>
          {societyName}
        </h2>
        {images ? (
          <img
            className={styles.code}
            src={images.svg}
            width={280}
            height={280}
            alt={t('qrCode.alt', { name: societyName })}
          />
        ) : (
          <span
            className={styles.code}
            role="img"
            aria-label={failed ? t('qrCode.failed') : t('qrCode.making')}
            aria-busy={!failed}
          />
        )}
        {target ? (
          <a className={styles.address} href={target}>
            {target.replace(/^https?:\/\//, '')}
          </a>
        ) : null}
        <p className={styles.scan}>{t('qrCode.scan')}</p>
      </Card>
      {failed ? (
        <p role="alert" className={styles.lead}>
          {t('qrCode.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <a
          className={buttonClassName({ variant: 'primary' })}
          href={images?.png}
          download={`${fileName}.png`}
          aria-disabled={!images}
        >
          {t('qrCode.downloadPng')}
        </a>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={images?.svg}
          download={`${fileName}.svg`}
          aria-disabled={!images}
        >
          {t('qrCode.downloadSvg')}
        </a>
        <Button variant="secondary" disabled={!images} onClick={() => window.print()}>
          {t('qrCode.print')}
        </Button>
      </div>
      {shortLink === null ? (
        <p className={styles.hint}>
          {t('qrCode.noShortLink')}{' '}
          <Link to="/society-profile/edit">{t('qrCode.setShortLink')}</Link>
        </p>
      ) : null}
    </div>
  );
};
