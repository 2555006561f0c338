// The live sample of a site: the 10-second telemetry sample at the mock's current instant, or the
// last one before the gateway's last contact when it is offline.
import type { components } from '../../../../src/api/schema.gen.ts';
import type { EnergyProfile } from './energy.fixtures.ts';
import {
  BASE_STEP_S,
  baseSteps,
  TELEMETRY_STEP_S,
  type BaseStep,
  type SiteClock,
} from './energy.simulation.ts';
import { sampleOf } from './energy.telemetry.ts';

type Schemas = components['schemas'];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0;

export function liveAnswer(p: EnergyProfile, clock: SiteClock, online: boolean): Schemas['SiteEnergyLive'] {
  const body: Schemas['SiteEnergyLive'] = { subscription: p.subscription, online };
  if (clock.activationMs === null || clock.activationMs > clock.lastSeenMs) return body;
  const at = Math.floor(Math.min(clock.nowMs, clock.lastSeenMs) / 1000 / TELEMETRY_STEP_S) * TELEMETRY_STEP_S;
  const nowS = Math.floor(clock.nowMs / 1000);
  const step = baseSteps(p, at, at + 1, nowS)[0] as BaseStep;
  const s = sampleOf(step, ((at - step.t) % BASE_STEP_S) / TELEMETRY_STEP_S, p.noiseSeed);
  const power: Schemas['SiteEnergyLivePower'] = {
    pv: round(s.pv, 2),
    consumption: round(s.consumption, 2),
    gridImport: round(s.gridImport, 2),
    gridExport: round(s.gridExport, 2),
  };
  if (p.battery) {
    power.batteryCharge = round(s.batteryCharge, 2);
    power.batteryDischarge = round(s.batteryDischarge, 2);
    body.soc = round(s.soc, 1);
  }
  if (p.chargers.length > 0) power.ev = round(s.ev, 2);
  if (p.heatPumpKw !== null) power.heatPump = round(s.heatPump, 2);
  body.measuredAt = new Date(at * 1000).toISOString().replace('.000Z', 'Z');
  body.power = power;
  return body;
}
