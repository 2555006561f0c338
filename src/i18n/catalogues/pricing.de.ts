import type { Catalogue } from '../catalogue-types.ts';
import type { pricing as source } from './pricing.en.ts';

export const pricing: Catalogue<typeof source> = {
  'pricing.subtitle': 'Day-Ahead-Preise und zeitvariable Netzentgelte',
  'pricing.zone.DE-LU': 'Deutschland–Luxemburg',
  'pricing.zone.AT': 'Österreich',
  'pricing.zone.NL': 'Niederlande',
  'pricing.unpublished':
    '{label} ({date}): noch nicht veröffentlicht. Die Ergebnisse der Auktion werden um {at} erwartet.',
  'pricing.noPrices':
    '{label} ({date}): veröffentlicht, aber die Antwort enthält keine Preise, daher gibt es für diesen Tag nichts zu zeichnen.',
  'pricing.daySummary':
    '{label} ({date}, {slots} Viertelstunden): {min} bis {max} €/MWh, Mittel {mean} €/MWh',
  'pricing.negativeSlots': ' · {count} negative Viertelstunden',
  'pricing.averageFee': 'ein durchschnittliches Netzentgelt von {fee} ct/kWh',
  'pricing.dsoFee':
    'das Netzentgelt von {dso} im §14a-Zeitfenster der jeweiligen Viertelstunde, Ortszeit ({fees} ct/kWh; außerhalb der Zeitfenster das Standardentgelt)',
  'pricing.spot': 'Spot',
  'pricing.spotGrid': 'Spot + Netzentgelt',
  'pricing.endCustomer': 'Endkunde',
  'pricing.today': 'Heute',
  'pricing.tomorrow': 'Morgen',
  'pricing.noneYet': 'Für diese Tage sind noch keine Preise veröffentlicht.',
  'pricing.twoDays': '{first} und {second}',
  'pricing.chartTitle':
    'Day-Ahead-Preise, {zone}, {days} (ct/kWh): Spot, Spot + Netzentgelt, Endkunde; negative Viertelstunden schattiert',
  'pricing.yLabel': 'Preis (ct/kWh)',
  'pricing.negative': 'Negative Spotpreise (Verbraucher werden für die Abnahme bezahlt): {windows}.',
  'pricing.layers':
    'Preisbestandteile: Spot (€/MWh ÷ 10); dazu {gridFee}; der Endkundenpreis enthält zusätzlich {levies} ct/kWh Abgaben und Umlagen (Stromsteuer, Konzessionsabgabe, KWKG-, §19- und Offshore-Umlage) sowie {vat} % Mehrwertsteuer. Beispielwerte 2025.',
  'pricing.dayAhead': 'Day-Ahead-Preise',
  'pricing.biddingZone': 'Gebotszone',
  'pricing.zoneNote':
    '{zone}, Ortszeit {timeZone}. Die Ergebnisse der Day-Ahead-Auktion werden am Vortag der Lieferung gegen 13:00 Uhr veröffentlicht.',
  'pricing.loadError': 'Die Day-Ahead-Preise konnten nicht geladen werden',
  'pricing.loading': 'Die Day-Ahead-Preise werden geladen',
  'pricing.gridFees': 'Zeitvariable Netzentgelte (§14a EnWG, Modul 3)',
  'pricing.gridFee': 'Netzentgelt',
  'pricing.averageDso': 'Durchschnittlicher Netzbetreiber ({fee} ct/kWh)',
  'pricing.dsoWindows': '{dso}: zeitvariable Zeitfenster (§14a Modul 3)',
  'pricing.tier.low': 'Niedrig (NT)',
  'pricing.tier.standard': 'Standard (ST)',
  'pricing.tier.high': 'Hoch (HT)',
  'pricing.allYear': 'Ganzjährig',
  'pricing.months': 'Jan,Feb,Mär,Apr,Mai,Jun,Jul,Aug,Sep,Okt,Nov,Dez',
  'pricing.loadingWindows': 'Die Netzentgelt-Zeitfenster werden geladen',
  'pricing.windowsLoadError': 'Die Netzentgelt-Zeitfenster konnten nicht geladen werden',
  'pricing.noWindows': 'Kein Netzbetreiber hat zeitvariable Netzentgelte veröffentlicht.',
  'pricing.problems': 'Diese Zeitfenster lassen sich nicht alle wie veröffentlicht anwenden: ',
  'pricing.moreProblems': ' Und {count} weitere dieser Art.',
  'pricing.column.dso': 'Netzbetreiber',
  'pricing.column.zone': 'Zone',
  'pricing.column.months': 'Monate',
  'pricing.column.hours': 'Stunden (Ortszeit)',
  'pricing.column.ct': 'ct/kWh',
  'pricing.tierName.low': 'Niedrig',
  'pricing.tierName.standard': 'Standard',
  'pricing.tierName.high': 'Hoch',
  'pricing.problem.unnamed':
    'Ein Netzbetreiber ohne Namen ist aufgeführt: Seine Zeitfenster werden angezeigt, können aber nicht für die Preise im Diagramm gewählt werden.',
  'pricing.problem.repeated':
    '„{dso}“ führt die Stufe {tier} {count, plural, =2 {zweimal} other {{n}-mal}} auf: Jede Viertelstunde wird nach dem ersten dieser Zeitfenster bepreist, das sie enthält.',
  'pricing.problem.empty':
    '„{dso}“, Stufe {tier}: {windows} {count, plural, one {endet nicht nach seinem Beginn, daher wird keine Viertelstunde danach bepreist} other {enden nicht nach ihrem Beginn, daher wird keine Viertelstunde danach bepreist}}.',
};
