import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, useMemo } from 'react';
import { useHeldPermissions } from '../../../auth/use-can.ts';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { patternOf, type RouteId } from '../../../config/paths.ts';
import type { AreaDeclaration, AreaFigure, AreaPicker } from '../../../routes/route-record.ts';
import { routeEntry } from '../../../routes/route-catalogue.ts';
import { visibleArea } from '../area-cards.ts';
import { AreaCard } from './area-card.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface AreaSectionsProps {
  readonly area: AreaDeclaration;
  /** The area's name in sentences ("Sales"). */
  readonly name: string;
  /** Whether a route has a screen of its own (the route table's); one without is listed as coming. */
  readonly hasContent: (id: RouteId) => boolean;
  /** The live figures the cards may carry, each one call. */
  readonly figures: Readonly<Partial<Record<AreaFigure, ComponentType>>>;
  /** The pickers the area's picker sections hold, each a feature's component. */
  readonly pickers?: Readonly<Partial<Record<AreaPicker, ComponentType>>>;
  /** Where the page has content of its own (/api): show nothing instead of the empty state. */
  readonly quietWhenEmpty?: boolean;
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * An area's cards and coming sections, for the signed-in person: only what they may open, and an
 * honest empty state when that is nothing.
 */
export function AreaSections({
  area,
  name,
  hasContent,
  figures,
  pickers = {},
  quietWhenEmpty = false,
}: AreaSectionsProps) {
  const t = useT();
  const held = useHeldPermissions();
  const visible = useMemo(() => visibleArea(area, held, hasContent), [area, held, hasContent]);
  if (visible.cards.length === 0 && visible.coming.length === 0 && visible.pickers.length === 0) {
    if (quietWhenEmpty) return null;
    return (
      <MessagePanel title={t('areas.nothingOpen', { name })}>
        {t('areas.nothingOpenText', { name })}
      </MessagePanel>
    );
  }
  return (
    <Stack spacing={3}>
      {visible.pickers.map((section) => {
        const Picker = pickers[section.picker];
        const Figure = section.figure === undefined ? undefined : figures[section.figure];
        return (
          <Paper
            key={section.title}
            component="section"
            variant="outlined"
            aria-label={t(section.title)}
            sx={{ p: 2 }}
          >
            <Typography component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              {t(section.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(section.purpose)}
            </Typography>
            {Figure === undefined ? null : <Figure />}
            {Picker === undefined ? null : (
              <Box sx={{ mt: 2 }}>
                <Picker />
              </Box>
            )}
          </Paper>
        );
      })}
      {visible.cards.length === 0 ? null : (
        <Box component="ul" aria-label={t('areas.screensOf', { name })} sx={gridSx}>
          {visible.cards.map((card) => {
            const Figure = card.figure === undefined || card.coming ? undefined : figures[card.figure];
            return (
              <li key={card.route}>
                <AreaCard
                  title={routeEntry(card.route).title}
                  purpose={t(card.purpose)}
                  {...(card.coming ? {} : { href: patternOf(card.route) })}
                  {...(Figure === undefined ? {} : { Figure })}
                />
              </li>
            );
          })}
        </Box>
      )}
      {visible.coming.map((section) => (
        <Paper key={section.title} component="section" variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              {t('areas.sectionComing', { title: t(section.title) })}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t(section.purpose)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
