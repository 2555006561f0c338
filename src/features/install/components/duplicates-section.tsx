import { ContentCopyIcon } from '../../../components/icons/content-copy.tsx';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import { duplicateGroups, type DuplicateGroup } from '../../../domain/install/duplicates.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { EVERY_ROW_MAX_PAGES, useEveryCompanyInstallation } from '../api/list-company-installations.ts';

// The confirmation (a dialog) loads when asked for: the page's route JS stays within its budget.
const ResolveDuplicateDialog = lazy(
  withLoadTimeout(() =>
    import('./resolve-duplicate-dialog.tsx').then((module) => ({ default: module.ResolveDuplicateDialog })),
  ),
);

const DUPLICATES_QUERY = { problem: ['INSTALLATION_DUPLICATE' as const] };

function describeRow(row: CompanyInstallation): string {
  return t('install.duplicates.row', {
    name: row.name,
    state: t(row.status === 'ACTIVATED' ? 'install.duplicates.activated' : 'install.duplicates.notActivated'),
    created: displayDateTime(row.created),
    gateway: row.gatewayId,
  });
}

interface GroupProps {
  readonly companyUuid: string;
  readonly group: DuplicateGroup;
  readonly rows: ReadonlyMap<string, CompanyInstallation>;
  readonly onDone: (message: string) => void;
}

/** One group: which to keep (the rule's choice first), then confirm marking the others. */
function DuplicateGroupEntry({ companyUuid, group, rows, onDone }: GroupProps) {
  useT();
  const members = [group.keep, ...group.others];
  const [keep, setKeep] = useState(group.keep);
  const [confirming, setConfirming] = useState(false);
  const marked = members.filter((uuid) => uuid !== keep);
  const name = rows.get(keep)?.name ?? keep;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      {/* Native radios: MUI's Radio and RadioGroup would bring their chunk into the route's JS. */}
      <Box
        role="radiogroup"
        aria-label={t('install.duplicates.which', { name })}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {members.map((uuid) => {
          const row = rows.get(uuid);
          return (
            <FormControlLabel
              key={uuid}
              control={
                <Box
                  component="input"
                  type="radio"
                  name={`keep-${group.keep}`}
                  value={uuid}
                  checked={keep === uuid}
                  onChange={() => setKeep(uuid)}
                  sx={{ m: 1.25, width: 18, height: 18, accentColor: (theme) => theme.palette.primary.main }}
                />
              }
              label={row ? describeRow(row) : uuid}
            />
          );
        })}
      </Box>
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setConfirming(true)}>
        {t('install.duplicates.keepChosen')}
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <ResolveDuplicateDialog
            companyUuid={companyUuid}
            keep={keep}
            marked={marked}
            nameOf={(uuid) => rows.get(uuid)?.name ?? uuid}
            onCancel={() => setConfirming(false)}
            onDone={(message) => {
              setConfirming(false);
              onDone(message);
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

/**
 * The company's duplicate installations: the installations carrying INSTALLATION_DUPLICATE (the
 * server filters; every page is read), grouped by the one duplicate rule (src/domain/install/duplicates.ts); an
 * installer admin keeps one of each group.
 */
export function DuplicatesSection({
  companyUuid,
  onDone,
}: {
  readonly companyUuid: string;
  readonly onDone: (message: string) => void;
}) {
  // Every flagged row, all pages of the server-filtered list: a pair is grouped wherever its rows are.
  useT();
  const flagged = useEveryCompanyInstallation(companyUuid, DUPLICATES_QUERY);
  const rows = useMemo(
    () => new Map((flagged.data?.installations ?? []).map((row) => [row.uuid, row])),
    [flagged.data],
  );
  const groups = useMemo(() => duplicateGroups([...rows.values()]), [rows]);
  return (
    <Stack component="section" aria-labelledby="duplicates-heading" spacing={1.5}>
      <Typography id="duplicates-heading" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {t('install.duplicates')}
      </Typography>
      {flagged.status === 'error' ? (
        <LoadErrorAlert
          title={t('install.duplicates.failed')}
          error={flagged.error}
          onRetry={flagged.retry}
        />
      ) : flagged.data === undefined ? (
        <Skeleton variant="rounded" height={96} aria-label={t('install.duplicates.loading')} />
      ) : groups.length === 0 ? (
        <MessagePanel
          icon={<ContentCopyIcon fontSize="inherit" />}
          title={t('install.duplicates.none')}
          titleAs="p"
        >
          {t('install.duplicates.noneText')}
        </MessagePanel>
      ) : (
        <>
          {flagged.data.complete ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('install.duplicates.partial', { n: formatCount(EVERY_ROW_MAX_PAGES * 50) })}
            </Typography>
          )}
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label={t('install.duplicates.groups')}>
            {groups.map((group) => (
              <DuplicateGroupEntry
                key={group.keep}
                companyUuid={companyUuid}
                group={group}
                rows={rows}
                onDone={onDone}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
