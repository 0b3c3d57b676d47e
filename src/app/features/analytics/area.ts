import { P } from '@shared/permissions';
import { defineArea } from '@app/kit/area';

/**
 * First-party analytics (issue 30): what phones in the field really get, screen by screen. A page of the Global
 * area's view code (16), reached from the global settings; the reporting itself is its shell slot, for everyone, once the first screen has settled.
 */
export default defineArea({
  name: 'analytics',
  permission: 'global',
  words: { withPages: ['analytics'] },
  pages: [{ path: '/admin/global/analytics', permission: P.global.view, load: () => import('./AnalyticsPage') }],
  // Every signed-in account reports (its opt-out is kept by the runtime); the reporting draws nothing, so needs no words.
  slot: { load: () => import('./TelemetrySlot'), words: false },
});
