import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ListAddress, moveListAddress, readListAddress } from './list-address';
import type { OrganiserKind } from './organiser';

/** The list's tab, page and view, read from and written to the address (`?tab=live&page=2`). */
export const useListAddress = (kind: OrganiserKind) => {
  const [search, setSearch] = useSearchParams();
  const address = readListAddress(search, kind);
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the address's value
  const move = useCallback(
    (next: Partial<ListAddress>) =>
      setSearch((current) => moveListAddress(current, readListAddress(current, kind), next), {
        preventScrollReset: true,
      }),
    [key, kind, setSearch],
  );
  return { address, move };
};
