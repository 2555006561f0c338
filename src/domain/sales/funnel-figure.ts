// What the tariff order funnel's card on /sales says: the orders started in the funnel's default
// period and the overall conversion — the share whose supply start was confirmed (the funnel's last step, never
// "submitted").
import { formatDecimal } from '../format/locale-format.ts';
import { percentText } from './funnel-view.ts';

export function funnelFigureText(
  figures: { readonly started: number; readonly completed: number },
  periodDays: number,
  locale?: string,
): string {
  if (figures.started === 0) return `No orders in the last ${periodDays} days`;
  const orders = `${formatDecimal(figures.started, 3, locale)} ${figures.started === 1 ? 'order' : 'orders'}`;
  return `${orders} in the last ${periodDays} days, ${percentText(figures.completed / figures.started, locale)} to supply start`;
}
