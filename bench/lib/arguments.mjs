// A benchmark's command-line options, written `--name=value`.

/**
 * The value of `--name=…` on the command line, or `fallback` when it is not given.
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
export const argument = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
