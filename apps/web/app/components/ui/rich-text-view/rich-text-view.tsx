import { htmlToPlainText, RICH_TEXT_POLICY } from '@gradway/domain';
import { createElement, type ReactNode, useEffect, useState } from 'react';

const ALLOWED = new Set<string>(RICH_TEXT_POLICY.allowedTags);
const DROPPED = new Set<string>(RICH_TEXT_POLICY.nonTextTags);
const SCHEMES = new Set<string>(RICH_TEXT_POLICY.allowedSchemes);

/** A link's address when the policy allows it: web pages, mail, or a path on this site. */
const safeHref = (href: string | null): string | undefined => {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme && SCHEMES.has(scheme) ? trimmed : undefined;
};

/**
 * React elements for a parsed node: the policy's tags (`RICH_TEXT_POLICY`) with no attribute but
 * a checked link's `href`, text as text, and nothing else (other tags keep only their text,
 * non-text tags go with their content). Never HTML put into the page as HTML.
 */
const elementsOf = (node: Node, key: string): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) =>
    elementsOf(child, `${key}.${index}`),
  );
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return children;
    return createElement('a', { key, href, ...RICH_TEXT_POLICY.linkAttributes }, ...children);
  }
  return createElement(tag, { key }, ...children);
};

/**
 * Stored rich text (an organisation's description...) shown formatted, never as tags. It is
 * parsed in the browser and rebuilt from the allowed tags only; the server render (and a browser
 * without `DOMParser`) shows its plain text until then.
 */
export const RichTextView = ({ html, className }: { html: string; className?: string }) => {
  const [content, setContent] = useState<ReactNode>(() => htmlToPlainText(html));
  useEffect(() => {
    if (typeof DOMParser === 'undefined') return;
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    setContent(Array.from(body.childNodes, (child, index) => elementsOf(child, String(index))));
  }, [html]);
  return <div className={className}>{content}</div>;
};
