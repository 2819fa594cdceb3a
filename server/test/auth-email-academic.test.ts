import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApplicationsRepository } from '../src/modules/applications/applications.repository.js';
import type { NewApplicationRow } from '../src/modules/applications/applications.table.js';
import { AuthService } from '../src/modules/auth/auth.service.js';
import { applicationForm } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(`${AuthService.name} e-mail change of accepted scholars (F§5)`, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { ACADEMIC_EMAIL_DOMAIN: 'students.example.edu' } });
  });

  afterAll(async () => {
    await sut.close();
  });

  async function studentWithApplication(status: NewApplicationRow['status']) {
    const student = await signedInClient(sut);
    const form = applicationForm();
    delete form.relatives;
    delete form.seminars;
    await sut.get<ApplicationsRepository>(ApplicationsRepository).insert({
      ...(form as unknown as NewApplicationRow),
      userId: student.user.id,
      email: student.user.email,
      status,
    });
    return student;
  }

  it('requires the academic domain once the application is accepted', async () => {
    const { client } = await studentWithApplication('accepted');

    const res = await client.post('/api/auth/email/change', { newEmail: 'maria@gmail.com' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Accepted students must use an academic email address ending with @students.example.edu',
    );
  });

  it('refuses with the field error on both transports and leaves no change pending', async () => {
    const { client } = await studentWithApplication('accepted');
    const message =
      'Accepted students must use an academic email address ending with @students.example.edu';

    const rest = await client.post('/api/auth/email/change', { newEmail: 'maria@gmail.com' });
    expect(rest.body).toEqual({ message, code: 'BAD_USER_INPUT', fields: { newEmail: message } });
    const gql = await client.graphql(
      `mutation { changeEmail(input: { newEmail: "maria@gmail.com" }) { message } }`,
    );
    expect(gql.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { newEmail: message } },
    });
    expect((await client.get('/api/user')).body.user).toMatchObject({ pendingEmail: null });
  });

  it('accepts an academic address from an accepted student', async () => {
    const { client } = await studentWithApplication('accepted');

    const res = await client.post('/api/auth/email/change', {
      newEmail: `maria.${Date.now()}@students.example.edu`,
    });

    expect(res.status).toBe(200);
  });

  it('leaves students who are not accepted free to choose', async () => {
    const { client } = await studentWithApplication('interview_scheduled');

    const res = await client.graphql(
      `mutation { changeEmail(input: { newEmail: "maria.${Date.now()}@gmail.com" }) { message } }`,
    );

    expect(res.errors).toBeUndefined();
  });
});
