import { applicationForm } from '@sasm/test-data';
import { multipartBody } from './raw-upload.js';

/** The application files tests send alone: the 2x2 photo (5 MB at most) or the parent ID (10 MB). */
export type SubmittedFile = 'profilePhoto' | 'parentId';

const SUBMIT = (
  file: SubmittedFile,
) => `mutation Submit($input: SubmitApplicationInput!, $${file}: Upload) {
  submitApplication(input: $input, ${file}: $${file}) { id }
}`;

/**
 * An application submission carrying one JPEG, as a raw multipart body per
 * transport (for sendMultipart, which can cut it or trickle it): over REST
 * with just enough fields for the server to start storing the file, over
 * GraphQL with the whole form.
 */
export const submissionWithFile = {
  REST: {
    path: '/api/applications',
    headers: {},
    form: (file: SubmittedFile, bytes: Buffer) =>
      multipartBody([
        { name: 'position', value: 'student_assistant' },
        { name: 'firstName', value: 'Drop' },
        {
          name: file === 'parentId' ? 'parentID' : file,
          filename: 'photo.jpg',
          type: 'image/jpeg',
          bytes,
        },
      ]),
  },
  GraphQL: {
    path: '/graphql',
    headers: { 'apollo-require-preflight': 'true' },
    form: (file: SubmittedFile, bytes: Buffer) =>
      multipartBody([
        {
          name: 'operations',
          value: JSON.stringify({
            query: SUBMIT(file),
            variables: { input: applicationForm(), [file]: null },
          }),
        },
        { name: 'map', value: JSON.stringify({ 0: [`variables.${file}`] }) },
        { name: '0', filename: 'photo.jpg', type: 'image/jpeg', bytes },
      ]),
  },
} as const;
