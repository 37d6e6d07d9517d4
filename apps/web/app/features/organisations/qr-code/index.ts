/** The society's printable QR code (`/qr-code`), apart from the public pages' index. */
export { QrCodePage, qrTargetOf } from './qr-code-page';
