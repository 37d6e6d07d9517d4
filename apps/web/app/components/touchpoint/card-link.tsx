import type { CardLink } from '@gradway/domain';
import type { ReactNode } from 'react';

export interface CardAnchorProps {
  href: string;
  target: CardLink['target'];
  rel: CardLink['rel'];
  className?: string;
  children: ReactNode;
}

/** Renders a card's link; pass the router's Link here for in-app navigation. */
export type RenderCardLink = (props: CardAnchorProps) => ReactNode;

export const renderAnchor: RenderCardLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);
