import {
  type SearchChip,
  type SearchFilters,
  searchFilterChips,
  withoutChip,
} from '@gradway/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import type { SearchAddress } from './search-address';
import { searchResultsHref } from './search-address';

/**
 * Moves the search results page to new filters by changing its address (a new history entry, so
 * the back button walks the searches), and keeps the names of records picked meanwhile.
 */
export const useSearchNavigation = (
  address: SearchAddress,
  loaderNames: Record<string, string>,
) => {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pickedNames, setPickedNames] = useState<Record<string, string>>({});
  const names = useMemo(() => ({ ...pickedNames, ...loaderNames }), [pickedNames, loaderNames]);

  const go = useCallback(
    (filters: SearchFilters, extra?: Record<string, string>, keepExtras = true) => {
      if (extra) setPickedNames((current) => ({ ...current, ...extra }));
      const href = searchResultsHref(filters, {
        idListIds: keepExtras ? address.idListIds : [],
        quickApply: address.quickApply,
      });
      navigate(href, { preventScrollReset: true });
    },
    [navigate, address.idListIds, address.quickApply],
  );

  const chips = useMemo(
    () => searchFilterChips(address.filters, names, t('chips.unknown')),
    [address.filters, names, t],
  );
  const removeChip = useCallback(
    (chip: SearchChip) => go(withoutChip(address.filters, chip)),
    [go, address.filters],
  );
  return { go, names, chips, removeChip, retry: () => revalidator.revalidate() };
};
