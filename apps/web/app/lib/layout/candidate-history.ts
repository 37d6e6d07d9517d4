import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where Back goes when the candidate has no earlier route in this visit. */
export const CANDIDATE_HOME_PATH = '/candidate/dashboard';

/**
 * The candidate's back navigation (spec section 2): the routes visited in this visit, newest
 * last, so Back returns to the previous candidate route rather than leaving the app.
 */
export class RouteHistory {
  private entries: string[] = [];

  constructor(private readonly limit = 50) {}

  /** Records a visit. Revisiting the route just before the current one counts as going back. */
  visit(route: string): void {
    const last = this.entries.at(-1);
    if (last === route) return;
    if (this.entries.at(-2) === route) {
      this.entries.pop();
      return;
    }
    this.entries.push(route);
    if (this.entries.length > this.limit) this.entries.shift();
  }

  /** The route Back goes to, or the fallback when there is none. */
  previous(fallback = CANDIDATE_HOME_PATH): string {
    return this.entries.at(-2) ?? fallback;
  }

  /** Leaves the current route: returns where to go and forgets the current entry. */
  back(fallback = CANDIDATE_HOME_PATH): string {
    if (this.entries.length < 2) {
      this.entries = [];
      return fallback;
    }
    this.entries.pop();
    return this.entries.at(-1) ?? fallback;
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
  }
}

/** The history of this browser tab's candidate routes. */
export const candidateHistory = new RouteHistory();

/** Records every candidate route the layout shows. */
export const useRecordCandidateHistory = (): void => {
  const location = useLocation();
  const route = `${location.pathname}${location.search}`;
  useEffect(() => {
    candidateHistory.visit(route);
  }, [route]);
};
