import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  checkEmbedOrigins,
  originLines,
  type OriginListWords,
} from '../../../domain/widgets/embed-origins.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { Widget } from '../api/list-widgets.ts';
import { useUpdateWidgetOrigins } from '../api/update-widget-origins.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const lineErrors = (errors: ReadonlyMap<number, string>): string =>
  [...errors].map(([index, message]) => t('sales.widgets.line', { line: index + 1, message })).join(' ');

/** The list's errors in the language shown. */
const originWords = (): OriginListWords => ({
  problem: (problem) => t(`sales.widgets.problem.${problem}`),
  twice: (origin) => t('sales.widgets.twice', { origin }),
  atMost: (max) => t('sales.widgets.atMost', { max: formatCount(max) }),
});

/** Edits a widget's embed origins, one per line: checked here with the server's rule, and the server's answer shown. */
export function WidgetOriginsForm({
  widget,
  onSaved,
}: {
  widget: Widget;
  onSaved: (widget: Widget) => void;
}) {
  useT();
  const [text, setText] = useState(widget.origins.join('\n'));
  const [error, setError] = useState('');
  const save = useUpdateWidgetOrigins();
  const id = `widget-origins-${widget.widgetKey}`;
  const submit = () => {
    if (save.isPending) return;
    const check = checkEmbedOrigins(originLines(text), originWords());
    if (!check.ok) {
      setError(lineErrors(check.errors));
      return;
    }
    setError('');
    save.mutate(
      { widgetKey: widget.widgetKey, origins: check.origins },
      {
        onSuccess: (saved) => {
          setText(saved.origins.join('\n'));
          onSaved(saved);
        },
        onError: (failure) => {
          const fields = failure.fieldErrors ?? [];
          setError(
            fields.length > 0 ? fields.map((f) => `${f.field}: ${f.message}`).join(' ') : errorText(failure),
          );
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      spacing={1}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        id={id}
        label={t('sales.widgets.originsOf', { name: widget.name })}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== ''}
        helperText={error !== '' ? error : t('sales.widgets.originsHelp')}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={save.isPending}>
          {save.isPending ? t('sales.widgets.saving') : t('sales.widgets.saveOrigins')}
        </Button>
      </Stack>
    </Stack>
  );
}
