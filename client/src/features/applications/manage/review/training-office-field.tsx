import { useQuery } from '@apollo/client/react';

import { FormSelectField } from '@/components/form-select-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import type { StatusFormControl } from '@/features/applications/manage/review/use-status-form';
import { TrainingOfficesDocument } from '@/gql/graphql';

interface TrainingOfficeFieldProps {
  control: StatusFormControl;
  disabled: boolean;
}

/** Passed Interview: the office where the applicant renders the training hours. */
export function TrainingOfficeField({ control, disabled }: TrainingOfficeFieldProps) {
  const { data, loading, error, refetch } = useQuery(TrainingOfficesDocument);
  if (!data && error) {
    return <LoadErrorAlert message="Could not load the offices." onRetry={() => void refetch()} />;
  }
  return (
    <FormSelectField
      name="officeId"
      control={control}
      label="Office of training"
      required
      disabled={disabled || loading}
      options={(data?.offices ?? []).map((office) => ({ value: office.id, label: office.name }))}
    />
  );
}
