import type { Catalogue } from '../catalogue-types.ts';
import type { jump as source } from './jump.en.ts';

export const jump: Catalogue<typeof source> = {
  'jump.dialog': 'Springen zu',
  'jump.placeholder': 'Gateway-ID, Ladepunkt-ID, Benutzerreferenz, Name oder ein eingefügter Link',
  'jump.field': 'Standorte, Gateways, Ladestationen, Flotten und Installationen suchen',
  'jump.hint':
    'Geben Sie eine ID, einen Namen oder eine Benutzerreferenz ein. Was Sie öffnen, steht beim nächsten Mal hier.',
  'jump.none':
    'Kein Standort, kein Gateway, keine Ladestation, keine Flotte und keine vorbereitete Installation passt zu „{searched}“.',
  'jump.noneFromLink':
    'Kein Standort, kein Gateway, keine Ladestation, keine Flotte und keine vorbereitete Installation passt zu „{searched}“ (die ID aus dem eingefügten Text).',
  'jump.matches': '{count, plural, one {{n} Treffer} other {{n} Treffer}} für „{searched}“.',
  'jump.matchesFromLink':
    '{count, plural, one {{n} Treffer} other {{n} Treffer}} für „{searched}“ (die ID aus dem eingefügten Text).',
  'jump.failed': 'Die Suche nach „{query}“ ist fehlgeschlagen ({message}). Ihre Eingabe bleibt erhalten.',
  'jump.retry': 'Erneut versuchen',
  'jump.recentItems': 'Zuletzt geöffnet',
  'jump.results': 'Ergebnisse',
  'jump.recent': 'Zuletzt geöffnet',
  'jump.more': '{title} — {shown} von {total}',
  'jump.group.site': 'Standorte',
  'jump.group.gateway': 'Gateways',
  'jump.group.charger': 'Ladestationen',
  'jump.group.fleet': 'Flotten',
  'jump.group.installation': 'Vorbereitete Installationen',
  'jump.kind.site': 'Standort',
  'jump.kind.gateway': 'Gateway',
  'jump.kind.charger': 'Ladestation',
  'jump.kind.fleet': 'Flotte',
  'jump.kind.installation': 'Vorbereitete Installation',
  'jump.recentOption': '{kind}: {label}',
  'jump.live': 'Live-Daten · {label}',
  'jump.liveDetail': 'Energie des Standorts · {detail}',
};
