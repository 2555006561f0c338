import Box from '@mui/material/Box';

/** Online or offline as a coloured dot plus the word, so it never depends on colour alone. */
export function OnlineState({ online }: { online: boolean }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: online ? 'success.main' : 'error.main',
          flexShrink: 0,
        }}
      />
      {online ? 'Online' : 'Offline'}
    </Box>
  );
}
