import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useState } from 'react';
import { ApiClientContext } from '../../../api/api-client-context.ts';
import type { ApiClient } from '../../../api/client.ts';
import { storeTokens } from '../../../auth/session-storage.ts';
import type { MockPersona } from '../api/get-personas.ts';

type Load =
  { status: 'loading' } | { status: 'ready'; personas: MockPersona[] } | { status: 'error'; message: string };

/**
 * Sign in as another persona of the mock without signing out — the login call with the persona's
 * address, the new tokens stored, then the page reloads (the profile, read when the app loads, brings the
 * persona's permissions and name).
 */
export function PersonaSwitcher(props: {
  loadPersonas: () => Promise<MockPersona[]>;
  onSwitched: () => void;
}) {
  // Outside the app's providers (the switcher on its own) there is no client to sign in with: no section.
  const api = useContext(ApiClientContext);
  return api === null ? null : <PersonaList api={api} {...props} />;
}

function PersonaList({
  api,
  loadPersonas,
  onSwitched,
}: {
  api: ApiClient;
  loadPersonas: () => Promise<MockPersona[]>;
  onSwitched: () => void;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadPersonas().then(
      (personas) => live && setLoad({ status: 'ready', personas }),
      (error: unknown) => live && setLoad({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [loadPersonas]);

  const switchTo = async (persona: MockPersona) => {
    if (busy !== null) return;
    setBusy(persona.email);
    setFailure(null);
    const answer = await api.POST('/authentication-api/login', {
      body: { email: persona.email, password: 'any password works with the mock' },
    });
    if (answer.error !== undefined || !storeTokens(answer.data)) {
      setFailure(
        `Could not sign in as ${persona.name}: ${answer.error?.message ?? 'the tokens were not stored'}`,
      );
      setBusy(null);
      return;
    }
    onSwitched();
  };

  return (
    <Box component="section" aria-labelledby="persona-title" sx={{ mt: 2 }}>
      <Typography id="persona-title" component="h3" variant="subtitle2">
        Sign in as a persona
      </Typography>
      {load.status === 'loading' ? <Typography variant="body2">Loading the personas…</Typography> : null}
      {load.status === 'error' ? (
        <Alert severity="warning">Could not list the personas: {load.message}</Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {load.status === 'ready' ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
        >
          {load.personas.map((persona) => (
            <li key={persona.email}>
              <Button
                size="small"
                variant="outlined"
                disabled={busy !== null}
                title={`${persona.email} — ${persona.roles.join(', ') || 'no role'}`}
                onClick={() => void switchTo(persona)}
              >
                {persona.persona}
              </Button>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
