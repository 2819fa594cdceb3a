import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/outlined-text-field';

type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type'> & { label: string };

/** A password input with a show/hide toggle named after its field. */
export function PasswordField({ label, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const action = visible ? 'Hide' : 'Show';
  return (
    <OutlinedTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${action} ${label.toLowerCase()}`}
                aria-pressed={visible}
                onClick={() => {
                  setVisible((shown) => !shown);
                }}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
