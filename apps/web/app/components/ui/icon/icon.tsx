import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Pixel size of the square icon; defaults to 1em so it follows the text. */
  size?: number | string;
  /** A text alternative; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/** An outline icon from the app's set, coloured by `currentColor`. */
export const Icon = ({
  name,
  size = '1em',
  label,
  strokeWidth = 2,
  className,
  ...rest
}: IconProps) => {
  const paths = ICON_PATHS[name].map((path) => <path key={path} d={path} />);
  // The outline style every icon shares (no fill, `currentColor` strokes, round caps and joins)
  // is `.icon` in global.css, not attributes repeated on each of the page's icons: a company page
  // renders ~175 of them, and the attributes were an eighth of its HTML (015/016 decisions). An
  // SVG inline in HTML needs no `xmlns`.
  const common = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    strokeWidth,
    // `.icon` (global.css) also keeps its size inside shrink-to-fit flex rows.
    className: className ? `icon ${className}` : 'icon',
    ...rest,
  } as const;
  if (label) {
    return (
      <svg {...common} role="img" aria-label={label}>
        <title>{label}</title>
        {paths}
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      {paths}
    </svg>
  );
};
