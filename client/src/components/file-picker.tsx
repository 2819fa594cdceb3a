import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useRef, type Ref } from 'react';

interface FilePickerProps {
  /** The button's text. */
  label: string;
  /** Names the (hidden) file input for assistive technology and tests. */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The button, which the form focuses when the field is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  onFiles: (files: File[]) => void;
}

/** A button opening the file chooser; picking the same file again is seen again. */
export function FilePicker({
  label,
  inputLabel,
  accept,
  multiple = false,
  disabled,
  buttonRef,
  onFiles,
}: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={inputLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
