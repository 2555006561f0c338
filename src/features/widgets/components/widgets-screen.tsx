import Alert from '@mui/material/Alert';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../auth/use-can.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { useWidgets, type Widget } from '../api/list-widgets.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { CopySnippetButton } from './copy-snippet-button.tsx';
import { WidgetOriginsForm } from './widget-origins-form.tsx';
import { WidgetPreview, type WidgetPreviews } from './widget-preview.tsx';

export const PREVIEW_PARAM = 'preview';

function Origins({ widget }: { widget: Widget }) {
  if (widget.origins.length === 0)
    return <Typography variant="body2">{t('sales.widgets.noOrigin')}</Typography>;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      sx={{ p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}
    >
      {widget.origins.map((origin, index) => (
        // An answer may repeat an origin: the index keeps the keys unique.
        <li key={`${index}:${origin}`}>
          <Chip size="small" label={origin} />
        </li>
      ))}
    </Stack>
  );
}

function WidgetCard(props: {
  widget: Widget;
  mayEdit: boolean;
  previewing: boolean;
  onPreview: (key: string | null) => void;
  previews: WidgetPreviews;
  onSaved: (widget: Widget) => void;
}) {
  const { widget, mayEdit, previewing, onPreview, previews, onSaved } = props;
  const titleId = `widget-${widget.widgetKey}-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {`${widget.name} `}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
          >{`v${widget.version}`}</Typography>
        </Typography>
        <Typography variant="body2">{widget.description}</Typography>
        {mayEdit ? (
          <WidgetOriginsForm widget={widget} onSaved={onSaved} />
        ) : (
          <>
            <Origins widget={widget} />
            <WhoCanNote
              action={t('sales.widgets.whoCanChange')}
              operation="updateWidgetOrigins"
              inLanguageShown
            />
          </>
        )}
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('sales.widgets.snippet')}
          </Typography>
          <Box
            component="pre"
            sx={{
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: '0.8rem',
              my: 1,
            }}
          >
            <code>{widget.embedSnippet}</code>
          </Box>
          <CopySnippetButton
            text={widget.embedSnippet}
            label={t('sales.widgets.copyLabel', { name: widget.name })}
          />
        </Box>
        <Box>
          <Button
            size="small"
            aria-expanded={previewing}
            onClick={() => onPreview(previewing ? null : widget.widgetKey)}
          >
            {previewing ? t('sales.widgets.hidePreview') : t('sales.widgets.showPreview')}
          </Button>
        </Box>
        {previewing ? (
          <Box
            component="section"
            aria-label={t('sales.widgets.previewOf', { name: widget.name })}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
          >
            <WidgetPreview
              name={widget.name}
              Component={Object.hasOwn(previews, widget.widgetKey) ? previews[widget.widgetKey] : undefined}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /sales/micro-frontends: the widgets partners embed — what each shows, its version, who may embed
 * it (editable with widgets:write, audited), its snippet to copy, and a preview drawn by the widget's real
 * component (the previewed widget is in the URL, so the view can be shared).
 */
export function WidgetsScreen({ previews }: { previews: WidgetPreviews }) {
  useT();
  const widgets = useWidgets();
  const mayEdit = useCan('updateWidgetOrigins');
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState('');
  const preview = params.get(PREVIEW_PARAM);
  const onPreview = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key === null) next.delete(PREVIEW_PARAM);
    else next.set(PREVIEW_PARAM, key);
    setParams(next, { replace: true });
  };
  if (widgets.status === 'error')
    return (
      <LoadErrorAlert title={t('sales.widgets.loadError')} error={widgets.error} onRetry={widgets.retry} />
    );
  if (widgets.status !== 'ready') return <LinearProgress aria-label={t('sales.widgets.loading')} />;
  if (widgets.data.length === 0)
    return <MessagePanel title={t('sales.widgets.noneTitle')}>{t('sales.widgets.noneText')}</MessagePanel>;
  return (
    <Stack spacing={2}>
      <Box role="status" aria-live="polite">
        {notice !== '' ? <Alert severity="success">{notice}</Alert> : null}
      </Box>
      {widgets.data.map((widget, index) => (
        <WidgetCard
          key={`${index}:${widget.widgetKey}`}
          widget={widget}
          mayEdit={mayEdit}
          previewing={preview === widget.widgetKey}
          onPreview={onPreview}
          previews={previews}
          onSaved={(saved) => setNotice(t('sales.widgets.saved', { name: saved.name }))}
        />
      ))}
    </Stack>
  );
}
