import { LINK_PREFETCH_ROOT_MARGIN } from '@gradway/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, type LinkProps, PrefetchPageLinks } from 'react-router';

/** The observer's margin: a link starts prefetching 200 px before it scrolls into view (spec §9). */
export const PREFETCH_ROOT_MARGIN = LINK_PREFETCH_ROOT_MARGIN;

/**
 * A link that prefetches its page's code and data once it comes within 200 px of the viewport
 * (React Router's own `prefetch="viewport"` has no margin setting), and on hover or focus.
 */
export const PrefetchLink = ({ to, onMouseEnter, onFocus, ...rest }: LinkProps) => {
  const ref = useRef<HTMLAnchorElement>(null);
  const [prefetch, setPrefetch] = useState(false);
  const page = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || prefetch || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPrefetch(true);
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [prefetch]);

  return (
    <>
      <Link
        ref={ref}
        to={to}
        onMouseEnter={(event) => {
          setPrefetch(true);
          onMouseEnter?.(event);
        }}
        onFocus={(event) => {
          setPrefetch(true);
          onFocus?.(event);
        }}
        {...rest}
      />
      {prefetch && page.startsWith('/') ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
};
