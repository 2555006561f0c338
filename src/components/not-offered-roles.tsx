import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { notOfferedReason, type RoleOffer } from '../domain/access/role-grants.ts';

/**
 * Under a role picker: the roles it leaves out and why (the grant rule's reason: nobody gives a permission they do
 * not hold), so a missing role never looks like a fault. Nothing when every role is offered.
 */
export function NotOfferedRoles({ offers }: { readonly offers: readonly RoleOffer<string>[] }) {
  const refused = offers.filter((offer) => offer.refusal !== null);
  if (refused.length === 0) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="not-offered-roles">
        Roles you cannot give:
      </Typography>
      <Box
        component="ul"
        aria-labelledby="not-offered-roles"
        sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
      >
        {refused.map((offer) => (
          <li key={offer.role}>{`${offer.role} — ${notOfferedReason(offer)}`}</li>
        ))}
      </Box>
    </Box>
  );
}
