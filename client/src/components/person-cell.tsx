import Typography from '@mui/material/Typography';

/** A table cell naming a person: the name over the e-mail address. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {email}
      </Typography>
    </div>
  );
}
