import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

import { SectionCard } from '@/components/section-card';

const STEPS = [
  'Take a clear, well-lit photo or scan of your grade slip, held straight, and save it as PNG or JPG (at most 5 MB).',
  'Drag it into the box or choose it, and check the preview.',
  'Scan & Parse Grades reads the text in your browser; the slip never leaves this site while it is read.',
  'Improve scan turns the text into the table: Subject, Faculty, 1, 2, Final, Units and Status. Grades from 50 to 100 are kept; units default to 3.00.',
  'Check every cell against your slip and correct it, pick the term, then Save. Export CSV copies the table (or downloads grades.csv).',
];

/** A§2.3 instructions panel. */
export function GradesInstructions() {
  return (
    <SectionCard title="Instructions">
      <List dense component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {STEPS.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', pl: 0 }}>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
