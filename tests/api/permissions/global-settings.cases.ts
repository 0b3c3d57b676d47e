import { expect } from 'vitest';
import { globalSettings } from '@shared/contracts/plain/global-settings';
import type { GlobalSetting, GlobalSettingList, SstRateList } from '@shared/contracts/global-settings';
import { caseOf, type AreaRouteCases, type Ctx, type RouteCase } from '../helpers/route-cases';

const json = <T>(res: { json(): unknown }) => res.json() as T;

const settingsNow = async (ctx: Ctx) => json<GlobalSettingList>(await ctx.t.request({ method: 'GET', url: '/api/global-settings', token: ctx.t.rootToken })).settings;
const dormant = async (ctx: Ctx) => (await settingsNow(ctx)).find((s) => s.key === 'dormantAfterDays')!;
const rates = async (ctx: Ctx) => json<SstRateList>(await ctx.t.request({ method: 'GET', url: '/api/global-settings/sst-rates', token: ctx.t.rootToken })).rates;

let year = 2100;

/** Every route of the Global area (16–19), with the one code it needs. */
const GLOBAL_ROUTES: RouteCase[] = [
  caseOf(globalSettings.get, {
    request: () => ({ url: '/api/global-settings' }),
    async done(_ctx, res) { expect(json<GlobalSettingList>(res).settings.map((s) => s.key)).toContain('sessionLifetimeDays'); },
  }),
  caseOf(globalSettings.update, {
    async prepare(ctx) {
      const now = await dormant(ctx);
      ctx.extra.version = String(now.version);
      ctx.extra.value = String((now.value as number) + 1);
    },
    request: ({ extra }) => ({ url: '/api/global-settings', payload: { key: 'dormantAfterDays', expected: Number(extra.version), value: Number(extra.value) } }),
    async refused(ctx) { expect((await dormant(ctx)).version).toBe(Number(ctx.extra.version)); },
    async done(ctx, res) {
      expect(json<GlobalSetting>(res)).toMatchObject({ key: 'dormantAfterDays', value: Number(ctx.extra.value), version: Number(ctx.extra.version) + 1 });
    },
  }),
  caseOf(globalSettings.sstRates, {
    request: () => ({ url: '/api/global-settings/sst-rates' }),
    async done(_ctx, res) { expect(json<SstRateList>(res).rates.some((r) => r.inForce)).toBe(true); },
  }),
  caseOf(globalSettings.addSstRate, {
    async prepare(ctx) { year += 1; ctx.extra.from = `${year}-03-01`; },
    request: ({ extra }) => ({ url: '/api/global-settings/sst-rates', payload: { effectiveFrom: extra.from, rateBp: 900 } }),
    async refused(ctx) { expect((await rates(ctx)).map((r) => r.effectiveFrom)).not.toContain(ctx.extra.from); },
    async done(ctx, res) { expect(json<SstRateList>(res).rates).toContainEqual({ effectiveFrom: ctx.extra.from, rateBp: 900, inForce: false }); },
  }),
];

export default { routes: GLOBAL_ROUTES } satisfies AreaRouteCases;
