// The pricing screen's words (src/features/pricing/: day-ahead prices, their layers and chart, the §14a grid-fee
// windows): loaded with /operations/pricing, and with the micro frontends' preview of the price chart. ICU
// MessageFormat; numbers, times and dates come formatted.
export const pricing = {
  'pricing.subtitle': 'Day-ahead prices and time-variable grid fees',
  'pricing.zone.DE-LU': 'Germany–Luxembourg',
  'pricing.zone.AT': 'Austria',
  'pricing.zone.NL': 'Netherlands',
  'pricing.unpublished': '{label} ({date}): not yet published. The auction’s results are expected at {at}.',
  'pricing.noPrices':
    '{label} ({date}): published, but the answer holds no prices, so there is nothing to draw for this day.',
  'pricing.daySummary': '{label} ({date}, {slots} slots of 15 min): {min} to {max} €/MWh, mean {mean} €/MWh',
  'pricing.negativeSlots': ' · {count} negative slots',
  'pricing.averageFee': 'an average DSO grid fee of {fee} ct/kWh',
  'pricing.dsoFee':
    '{dso}’s grid fee of the §14a window each slot falls in, local time ({fees} ct/kWh; outside its windows the standard fee)',
  'pricing.spot': 'Spot',
  'pricing.spotGrid': 'Spot + grid fee',
  'pricing.endCustomer': 'End customer',
  'pricing.today': 'Today',
  'pricing.tomorrow': 'Tomorrow',
  'pricing.noneYet': 'No prices are published for these days yet.',
  'pricing.twoDays': '{first} and {second}',
  'pricing.chartTitle':
    'Day-ahead prices, {zone}, {days} (ct/kWh): spot, spot + grid fee, end customer; negative slots shaded',
  'pricing.yLabel': 'Price (ct/kWh)',
  'pricing.negative': 'Negative spot prices (consumers are paid to take power): {windows}.',
  'pricing.layers':
    'Layers: spot (€/MWh ÷ 10); plus {gridFee}; the end customer’s price adds {levies} ct/kWh of levies (electricity tax, concession fee, CHP, §19 and offshore levies) and {vat} % VAT. Illustrative 2025 values.',
  'pricing.dayAhead': 'Day-ahead prices',
  'pricing.biddingZone': 'Bidding zone',
  'pricing.zoneNote':
    '{zone}, local time {timeZone}. Results of the day-ahead auction are published at about 13:00 on the day before delivery.',
  'pricing.loadError': 'Could not load the day-ahead prices',
  'pricing.loading': 'Loading the day-ahead prices',
  'pricing.gridFees': 'Time-variable grid fees (§14a EnWG, module 3)',
  'pricing.gridFee': 'Grid fee',
  'pricing.averageDso': 'Average DSO ({fee} ct/kWh)',
  'pricing.dsoWindows': '{dso}: time-of-use windows (§14a module 3)',
  'pricing.tier.low': 'Low (NT)',
  'pricing.tier.standard': 'Standard (ST)',
  'pricing.tier.high': 'High (HT)',
  'pricing.allYear': 'All year',
  'pricing.months': 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec',
  'pricing.loadingWindows': 'Loading the grid-fee windows',
  'pricing.windowsLoadError': 'Could not load the grid-fee windows',
  'pricing.noWindows': 'No DSO has published time-variable grid fees.',
  'pricing.problems': 'These windows cannot all be applied as published: ',
  'pricing.moreProblems': ' And {count} more like these.',
  'pricing.column.dso': 'DSO',
  'pricing.column.zone': 'Zone',
  'pricing.column.months': 'Months',
  'pricing.column.hours': 'Hours (local)',
  'pricing.column.ct': 'ct/kWh',
  'pricing.tierName.low': 'low',
  'pricing.tierName.standard': 'standard',
  'pricing.tierName.high': 'high',
  'pricing.problem.unnamed':
    'A DSO without a name is listed: its windows are shown, but cannot be chosen to price the chart.',
  'pricing.problem.repeated':
    '“{dso}” lists its {tier} tier {count, plural, =2 {twice} other {{n} times}}: each slot is priced by the first of those windows that holds it.',
  'pricing.problem.empty':
    '“{dso}”, {tier} tier: {windows} {count, plural, one {does not end after it starts, so no slot is priced by it} other {do not end after they start, so no slot is priced by them}}.',
} as const;
