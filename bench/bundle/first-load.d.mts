// Types of first-load.mjs for the end-to-end suite's check of the bars.
export interface Size {
  files: number;
  raw_kib: number;
  gzip_kib: number;
  brotli_kib: number;
}

export interface RouteFirstLoad {
  route: string;
  path: string;
  /** A screen of a later release (it renders the shared "coming later" page). */
  upcoming: boolean;
  js: Size;
  js_beyond_framework: Size;
  css: Size;
  largest_js: { file: string; gzip_kib: number }[];
  meets_bar: boolean;
}

export const BARS: {
  js_gzip_kib: number;
  js_beyond_framework_gzip_kib: number;
  css_gzip_kib: number;
};

export function measureFirstLoads(appRoot: string): Promise<{
  build_version: string;
  route_discovery: string;
  shared: { js: Size; css: Size };
  routes: RouteFirstLoad[];
}>;
