/**
 * SPEC.md section 1: console output is silenced. Production builds only, so development
 * and tests keep their diagnostics.
 */
const METHODS = ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table', 'dir', 'group', 'groupCollapsed', 'groupEnd', 'time', 'timeEnd', 'timeLog', 'count', 'assert'] as const;

export function silenceConsole(target: Console = console): void {
  const noop = () => undefined;
  for (const method of METHODS) {
    (target as unknown as Record<string, unknown>)[method] = noop;
  }
}

if (import.meta.env.PROD) silenceConsole();
