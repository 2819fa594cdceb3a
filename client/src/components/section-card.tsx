import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A card that is a page section, named by its heading (profile cards, form sections). */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
