import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

import { formatFileSize } from '@/features/applications/apply/file-rules';

interface CertificateListProps {
  files: File[];
  /** Why the server refused the file at this place, if it did. */
  errorOf(index: number): string | undefined;
  onRemove(index: number): void;
}

/** The attached certificates, each with its size (or why it was refused) and Remove. */
export function CertificateList({ files, errorOf, onRemove }: CertificateListProps) {
  return (
    <List dense aria-label="Attached certificates">
      {files.map((file, index) => (
        <ListItem
          key={`${file.name}-${String(file.size)}-${String(file.lastModified)}-${String(index)}`}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                onRemove(index);
              }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemIcon>
            <DescriptionOutlinedIcon />
          </ListItemIcon>
          <ListItemText
            primary={file.name}
            secondary={errorOf(index) ?? formatFileSize(file.size)}
            slotProps={{ secondary: { color: errorOf(index) ? 'error' : undefined } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
