import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import type { Gateway } from '../../../domain/gateways/gateway-types.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import { useGatewaySearch } from '../api/search-gateways.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';

export interface AssignCandidateDialogProps {
  uniqueIdentifier: string | null;
  onCancel: () => void;
  /** The chosen gateway: the caller opens its add-charger flow prefilled with the identity. */
  onAssign: (gateway: Gateway) => void;
}

/** "Assign": choose the gateway the candidate belongs to (a search over the gateways call). */
export function AssignCandidateDialog({ uniqueIdentifier, onCancel, onAssign }: AssignCandidateDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Gateway | null>(null);
  const needle = normalizeSearchText(text);
  const result = useGatewaySearch(needle === '' ? {} : { text: needle });
  const gateways = result.data?.gateways.slice(0, 8) ?? [];
  return (
    <ConfirmDialog
      open={uniqueIdentifier !== null}
      title={t('gateways.assignTitle', { identity: uniqueIdentifier ?? '' })}
      onCancel={onCancel}
      onApply={() => chosen && onAssign(chosen)}
      applyDisabled={chosen === null}
      applyLabel={t('gateways.assignApply')}
      color="primary"
    >
      <SearchField
        value={text}
        onSearch={setText}
        label={t('gateways.search')}
        placeholder={t('gateways.searchPlaceholder')}
      />
      {result.status === 'error' ? (
        <Typography color="error" role="alert">
          {t('gateways.assignSearchError')}
        </Typography>
      ) : (
        <List aria-label={t('gateways.found')} aria-busy={result.status === 'loading'}>
          {keyed(gateways, (gateway) => `${gateway.hemsLogicalId}/${gateway.hemGatewayId}`).map(
            ([key, gateway]) => (
              <ListItemButton
                key={key}
                selected={chosen?.hemGatewayId === gateway.hemGatewayId}
                aria-pressed={chosen?.hemGatewayId === gateway.hemGatewayId}
                onClick={() => setChosen(gateway)}
              >
                <ListItemText
                  primary={`${gateway.hemGatewayId} · ${gateway.installationName}`}
                  secondary={`${gateway.hemProvider}: ${gateway.hemsLogicalId}${gateway.site ? ` · ${gateway.site.userReference}` : ''}`}
                />
              </ListItemButton>
            ),
          )}
          {result.status === 'ready' && gateways.length === 0 ? (
            <Typography sx={{ p: 1 }}>{t('gateways.noneMatches')}</Typography>
          ) : null}
        </List>
      )}
    </ConfirmDialog>
  );
}
