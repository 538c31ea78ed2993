/** The boot screen's texts and steps, apart from its machine so a first frame can be drawn without XState. */
export const SPLASH_VERSION = 'portfolio system v2.1.3';
export const ONLINE_MESSAGE = 'System online - Welcome!';
export const FAILED_MESSAGE = 'Boot sequence complete';

export const BOOT_STEPS = [
  { label: 'Initializing core systems', progress: 20 },
  { label: 'Loading font resources', progress: 45 },
  { label: 'Establishing API connections', progress: 78 },
  { label: 'Finalizing boot sequence', progress: 100 },
] as const;
