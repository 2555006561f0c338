import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { paths } from '../config/paths.ts';
import { keyParamExpectation } from '../config/route-keys.ts';
import { useBackTarget } from '../components/use-back-target.ts';
import { useScreenRoute } from '../components/use-screen-route.ts';

/** A URL whose key params are malformed (a uuid that is not one, a bad gateway id): say which, instead of asking the API about nonsense. */
export function InvalidLinkScreen({
  invalid,
  params,
}: {
  invalid: readonly string[];
  params: Readonly<Record<string, string | undefined>>;
}) {
  const { screen } = useScreenRoute();
  const back = useBackTarget(screen);
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={screen?.title ?? 'Invalid link'} subtitle={pathname} {...back} />
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle>This link is not valid</AlertTitle>
        {invalid.map((name) => (
          <div key={name}>
            <code>{name}</code> must be {keyParamExpectation(name)}, but the link has “
            <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
              {params[name]}
            </Box>
            ”.
          </div>
        ))}
      </Alert>
      <Button variant="outlined" component={RouterLink} to={paths.home()}>
        Go to home
      </Button>
    </>
  );
}
