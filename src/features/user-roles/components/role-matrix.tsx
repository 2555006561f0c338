import { CheckIcon } from '../../../components/icons/check.tsx';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERMISSIONS, ROLES, type Permission, type Role } from '../../../api/permissions.gen.ts';
import { useT } from '../../../i18n/display-preferences.ts';

const ROLE_NAMES = Object.keys(ROLES) as Role[];
const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
const grants = (role: Role, permission: Permission) =>
  (ROLES[role].permissions as readonly string[]).includes(permission);

/** The role × permission matrix, read-only in v1: straight from the spec's x-roles and x-permissions. */
export function RoleMatrix() {
  const t = useT();
  return (
    // Focusable: a keyboard can scroll it (axe scrollable-region-focusable).
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('userRoles.matrixRegion')}
      sx={{ maxHeight: 560 }}
    >
      <Table size="small" stickyHeader aria-label={t('userRoles.matrixTable')}>
        <caption>
          <Typography variant="body2" component="span">
            {t('userRoles.matrixNote')}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('userRoles.permission')}</TableCell>
            {ROLE_NAMES.map((role) => (
              <TableCell key={role} scope="col" align="center" title={ROLES[role].description}>
                {role}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_NAMES.map((permission) => (
            <TableRow key={permission} hover>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {permission}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {PERMISSIONS[permission]}
                </Typography>
              </TableCell>
              {ROLE_NAMES.map((role) => (
                <TableCell key={role} align="center">
                  {grants(role, permission) ? (
                    <CheckIcon fontSize="small" titleAccess={t('userRoles.grant', { role, permission })} />
                  ) : null}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
