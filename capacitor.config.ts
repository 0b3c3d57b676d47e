import type { CapacitorConfig } from '@capacitor/cli';

/** Wraps the same `dist/` build for the app stores. */
const config: CapacitorConfig = {
  appId: 'com.stayops.admin',
  appName: 'StayOps',
  webDir: 'dist',
  backgroundColor: '#f6f0e6',
  android: { backgroundColor: '#f6f0e6' },
  ios: { backgroundColor: '#f6f0e6', contentInset: 'automatic' },
};

export default config;
