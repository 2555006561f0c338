// The Ctrl+K dialog's words (src/features/jump/): loaded with the dialog's code on its first opening. The button
// that opens it is in the shell's catalogue. Counts come formatted in the person's format ({n}); plurals choose on
// the raw count.
export const jump = {
  'jump.dialog': 'Jump to',
  'jump.placeholder': 'Gateway id, charger id, user reference, name or a pasted link',
  'jump.field': 'Search sites, gateways, chargers, fleets and installations',
  'jump.hint': 'Type an id, a name or a user reference. What you open shows here next time.',
  'jump.none': 'No site, gateway, charger, fleet or prepared installation matches “{searched}”.',
  'jump.noneFromLink':
    'No site, gateway, charger, fleet or prepared installation matches “{searched}” (the id in what you pasted).',
  'jump.matches': '{count, plural, one {{n} match} other {{n} matches}} for “{searched}”.',
  'jump.matchesFromLink':
    '{count, plural, one {{n} match} other {{n} matches}} for “{searched}” (the id in what you pasted).',
  'jump.failed': 'The search for “{query}” failed ({message}). What you typed is kept.',
  'jump.retry': 'Try again',
  'jump.recentItems': 'Recent items',
  'jump.results': 'Results',
  'jump.recent': 'Recent',
  'jump.more': '{title} — {shown} of {total}',
  'jump.group.site': 'Sites',
  'jump.group.gateway': 'Gateways',
  'jump.group.charger': 'Chargers',
  'jump.group.fleet': 'Fleets',
  'jump.group.installation': 'Prepared installations',
  'jump.kind.site': 'Site',
  'jump.kind.gateway': 'Gateway',
  'jump.kind.charger': 'Charger',
  'jump.kind.fleet': 'Fleet',
  'jump.kind.installation': 'Prepared installation',
  'jump.recentOption': '{kind}: {label}',
  'jump.live': 'Live stream · {label}',
  'jump.liveDetail': 'Energy of the site · {detail}',
} as const;
