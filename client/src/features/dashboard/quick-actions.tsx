import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface QuickAction {
  label: string;
  path: string;
  icon: typeof SvgIcon;
}

const QUICK_ACTIONS: QuickAction[] = [
  { label: 'View Grades', path: '/grades', icon: SchoolIcon },
  { label: 'Notifications', path: '/notifications', icon: NotificationsIcon },
  { label: 'View Schedule', path: '/schedule', icon: CalendarMonthIcon },
  { label: 'DTR', path: '/dtr', icon: AccessTimeIcon },
  { label: 'Apply / Forms', path: '/application', icon: AssignmentIcon },
  { label: 'Profile', path: '/profile', icon: PersonIcon },
];

export function QuickActions() {
  return (
    <Box component="section" aria-labelledby="quick-actions-heading">
      <Typography id="quick-actions-heading" variant="h5" component="h2" gutterBottom>
        Quick Actions
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        }}
      >
        {QUICK_ACTIONS.map(({ label, path, icon: Icon }) => (
          <Card key={path} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={path}
              sx={{ p: 3, height: '100%', textAlign: 'center' }}
            >
              <Icon color="primary" sx={{ fontSize: 40 }} />
              <Typography sx={{ mt: 1, fontWeight: 500 }}>{label}</Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
