import { useNonce } from '../../../lib/load-context';
import { type JsonLd, serializeJsonLd } from './organisation-json-ld';

/**
 * A JSON-LD description in the page, carrying the response's CSP nonce. Browsers hide a nonce
 * from the DOM once applied, so the attribute is left out of hydration checks.
 */
export const JsonLdScript = ({ data }: { data: JsonLd }) => {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (serializeJsonLd)
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
};
