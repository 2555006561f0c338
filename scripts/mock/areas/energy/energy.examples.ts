// Named examples of the site-energy calls for Prism alone: one well-equipped site, drawn from the same
// simulation the data-backed mock answers with, at the reference date.
import { assetsAnswer, historyAnswer, siteClock } from './energy.answers.ts';
import { buildEnergyProfiles } from './energy.fixtures.ts';
import { liveAnswer } from './energy.live.ts';
import { telemetryAnswer } from './energy.telemetry.ts';
import { fleetDaily, fleetSummary } from './fleet-energy.answers.ts';
import { REFERENCE_DATE, type Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

export function energyExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const profiles = buildEnergyProfiles(fixtures);
  const site = fixtures.providers
    .flatMap((p) => p.sites)
    .find((s) => s.hasPv && s.hasBattery && s.online && s.status === 'ACTIVE');
  const profile = site && profiles[site.subscription];
  if (!site || !profile) throw new Error('no online site with PV and battery for the energy examples');
  const clock = siteClock(site, REFERENCE_DATE);
  const summary = `${site.userReference}`;
  const fleet = site.fleets[0] ?? fixtures.fleets[0];
  if (!fleet) throw new Error('no fleet for the fleet energy examples');
  const sites = fixtures.providers.flatMap((p) => p.sites);
  return {
    getFleetEnergySummary: {
      default: {
        summary: `${fleet.name}: counted`,
        value: fleetSummary(fleet.uuid, sites, fixtures.siteProblems),
      },
    },
    getFleetEnergyDaily: {
      default: {
        summary: `${fleet.name}: the 7 days before the reference date`,
        value: fleetDaily(fleet.uuid, sites, profiles, REFERENCE_DATE, 7),
      },
    },
    getSiteEnergyAssets: { default: { summary, value: assetsAnswer(profile) } },
    getSiteEnergyHistory: {
      default: {
        summary: `${summary}: the day before the reference date`,
        value: historyAnswer(profile, clock, 'day', undefined),
      },
    },
    getSiteEnergyLive: {
      default: { summary: `${summary}: now`, value: liveAnswer(profile, clock, site.online) },
    },
    getSiteTelemetry: {
      // An hour, not the day the API answers: 8,640 samples a series would double the mock spec (Prism alone).
      default: { summary: `${summary}: the last hour at 10 s`, value: telemetryAnswer(profile, clock, 3600) },
    },
  };
}
