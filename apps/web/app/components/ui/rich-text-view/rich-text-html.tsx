import { classNames } from '../class-names';
import styles from './rich-text.module.css';

/**
 * Stored rich text as a public page shows it, rendered on the server: `html` must come from the
 * one sanitiser (`lib/rich-text/sanitize-description.server.ts`, the rich-text allow-list) or
 * from an admin endpoint that sanitises with the same allow-list. For text shown only in the
 * browser without a server pass, use `RichTextView`, which rebuilds the allowed tags itself.
 */
export const RichTextHtml = ({ html, className }: { html: string; className?: string }) => (
  <div
    className={classNames(styles.prose, className)}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the rich-text allow-list before it gets here
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
