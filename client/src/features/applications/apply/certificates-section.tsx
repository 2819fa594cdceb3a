import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { Controller, useFormState } from 'react-hook-form';

import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { FilePicker } from '@/components/file-picker';
import {
  CERTIFICATE_RULE,
  fileProblem,
  MAX_CERTIFICATES,
} from '@/features/applications/apply/file-rules';
import { SectionCard } from '@/components/section-card';
import { lazyComponent } from '@/lib/lazy-component';

// Most applications attach none: the list's code loads with the first certificate.
const CertificateList = lazyComponent(() =>
  import('@/features/applications/apply/certificate-list').then((m) => m.CertificateList),
);

/** Splits picked files into those that may be added and why the others may not. */
function sortPicked(current: File[], picked: File[]) {
  const added: File[] = [];
  const refused: string[] = [];
  for (const file of picked) {
    const problem = fileProblem(CERTIFICATE_RULE, file);
    if (problem) refused.push(`${problem} It was not added.`);
    else if (current.length + added.length >= MAX_CERTIFICATES) {
      refused.push(
        `You can attach at most ${String(MAX_CERTIFICATES)} certificates: "${file.name}" was not added.`,
      );
    } else added.push(file);
  }
  return { added, refused };
}

/** A§2.1 Certificates (optional): images or PDFs, several, each at most 5MB. */
export function CertificatesSection({ form }: { form: ApplicationForm }) {
  const [refused, setRefused] = useState<string[]>([]);
  // The server names a refused certificate by its place: `certificates.1`.
  const { errors } = useFormState({ control: form.control, name: 'certificates' });
  const errorOf = (index: number) => errors.certificates?.[index]?.message;

  return (
    <SectionCard
      title="Certificates (Optional)"
      description="Certificates of recognition, awards or trainings: images or PDF files, each at most 5MB."
    >
      <Controller
        name="certificates"
        control={form.control}
        render={({ field: { value, ref, onChange } }) => (
          <Stack spacing={1}>
            <Box>
              <FilePicker
                label="Add Certificates"
                inputLabel="Certificates"
                accept={CERTIFICATE_RULE.accept}
                multiple
                buttonRef={ref}
                onFiles={(files) => {
                  const { added, refused: messages } = sortPicked(value, files);
                  setRefused(messages);
                  if (added.length > 0) onChange([...value, ...added]);
                }}
              />
            </Box>
            {refused.map((message) => (
              <Alert
                key={message}
                severity="warning"
                role="alert"
                onClose={() => {
                  setRefused((shown) => shown.filter((other) => other !== message));
                }}
              >
                {message}
              </Alert>
            ))}
            {value.length > 0 && (
              <Suspense fallback={null}>
                <CertificateList
                  files={value}
                  errorOf={errorOf}
                  onRemove={(index) => {
                    onChange(value.filter((_, other) => other !== index));
                    form.clearErrors('certificates');
                  }}
                />
              </Suspense>
            )}
          </Stack>
        )}
      />
    </SectionCard>
  );
}
