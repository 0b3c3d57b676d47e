/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** Set for native (Capacitor) builds, where the app is not served by the API's origin. */
  readonly VITE_API_BASE_URL?: string;
}
