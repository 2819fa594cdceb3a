import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// F§5: the items of the password checklist; the special characters are the server's.
const PASSWORD_RULES: Array<{ label: string; isMet(password: string): boolean }> = [
  { label: '8 characters', isMet: (password) => password.length >= 8 },
  { label: '1 special character (@$!%*?&#)', isMet: (password) => /[@$!%*?&#]/.test(password) },
  { label: '1 uppercase letter', isMet: (password) => /[A-Z]/.test(password) },
  { label: '1 lowercase letter', isMet: (password) => /[a-z]/.test(password) },
  { label: '1 number', isMet: (password) => /\d/.test(password) },
];

export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#]).+$/;

/** The rules `password` does not meet yet, updated as the user types. */
export function UnmetPasswordRules({ password, title }: { password: string; title: string }) {
  const unmet = PASSWORD_RULES.filter((rule) => !rule.isMet(password));
  return (
    <Box aria-live="polite">
      {unmet.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" id="password-rules-title">
            {title}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="password-rules-title"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
          >
            {unmet.map(({ label }) => (
              <Typography
                component="li"
                variant="body2"
                color="text.secondary"
                key={label}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <CloseIcon fontSize="inherit" color="error" aria-hidden />
                {label}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
