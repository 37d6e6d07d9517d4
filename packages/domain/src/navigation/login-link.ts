/** The address parameters of a login link, removed once the candidate is logged in (spec §4). */
export const LOGIN_LINK_PARAMS = ['candidate_id', 'token'] as const;

/** Reads a login link's parameters from an address's query; null unless both are present. */
export const loginLinkParams = (search: string): { candidateId: string; token: string } | null => {
  const params = new URLSearchParams(search);
  const candidateId = params.get('candidate_id');
  const token = params.get('token');
  return candidateId && token ? { candidateId, token } : null;
};

/**
 * The same address without candidate_id and token, keeping every other parameter and the hash:
 * '/candidate/dashboard?candidate_id=1&token=t&tab=jobs#top' → '/candidate/dashboard?tab=jobs#top'.
 * Works on paths and on absolute addresses (returned in the same form).
 */
export const withoutLoginLinkParams = (address: string): string => {
  const base = 'http://relative.invalid';
  const url = new URL(address, base);
  for (const param of LOGIN_LINK_PARAMS) url.searchParams.delete(param);
  const search = url.searchParams.toString();
  const rest = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  return url.origin === base ? rest : `${url.origin}${rest}`;
};
