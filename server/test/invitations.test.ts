import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueEmail } from '@sasm/test-data';
import { eq, sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { staffInvitations } from '../src/db/schema.js';
import { appWithSmtp, type AppWithSmtp } from './support/app-with-smtp.js';
import { createUser, signedInClient } from './support/factories.js';
import { codeOf, deliverMail, lastMailTo } from './support/mail-helpers.js';
import { createOffice } from './support/scholars.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SUBJECT = 'You are invited to set up your staff account';
const PASSWORD = 'Welcome#2026';
const INVALID = 'This invitation link is invalid or has expired.';

const INVITE = `mutation Invite($input: InviteStaffInput!) {
  inviteStaff(input: $input) { id email role officeName status expiresAt invitedByName }
}`;
const ACCEPT = `mutation Accept($input: AcceptInvitationInput!) {
  acceptStaffInvitation(input: $input) { redirectUrl user { email role officeId verified } }
}`;
const PREVIEW = `query Preview($code: String!) {
  invitationPreview(code: $code) { email firstname role officeName }
}`;
const LIST = `{ staffInvitations(page: 1, limit: 50) { items { id email status } pagination { totalItems } } }`;

describe('staff invitations', () => {
  let env: AppWithSmtp;
  let sut: TestApp;
  beforeAll(async () => {
    env = await appWithSmtp();
    sut = env.sut;
  });
  afterAll(() => env.close());

  /** The code of the last invitation mailed to `email`. */
  async function mailedCode(email: string): Promise<string> {
    await deliverMail(sut);
    const link = lastMailTo(env.smtp, email, SUBJECT).links[0]!;
    expect(link).toMatch(new RegExp(`^${sut.config.publicUrl}/invitation\\?code=`));
    return codeOf(link);
  }

  async function inviteOffice(hr: TestClient, email = uniqueEmail()) {
    const office = await createOffice(sut, 'Guidance Office');
    const res = await hr.graphql<{ inviteStaff: { id: string } }>(INVITE, {
      input: {
        firstname: 'Olive',
        lastname: 'De la Cruz',
        email,
        role: 'office',
        officeId: office.id,
      },
    });
    expect(res.errors).toBeUndefined();
    return { id: res.data!.inviteStaff.id, email, office };
  }

  it('invites an office account over GraphQL; the invitee sets a password once and is signed in', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr', firstname: 'Hanna' });
    const { email, office } = await inviteOffice(hr);
    const code = await mailedCode(email);
    const mail = lastMailTo(env.smtp, email, SUBJECT);
    expect(mail.text).toContain('as Office staff of the Guidance Office');

    const preview = await sut.client().graphql(PREVIEW, { code });
    expect(preview.data).toEqual({
      invitationPreview: {
        email,
        firstname: 'Olive',
        role: 'office',
        officeName: 'Guidance Office',
      },
    });

    const invitee = sut.client();
    const accepted = await invitee.graphql(ACCEPT, {
      input: { code, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(accepted.data).toEqual({
      acceptStaffInvitation: {
        redirectUrl: '/office-dashboard',
        user: { email, role: 'office', officeId: office.id, verified: true },
      },
    });
    expect((await invitee.get('/api/user')).body.user).toMatchObject({ email, role: 'office' });

    // Once only.
    const again = await sut.client().graphql(ACCEPT, {
      input: { code, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { code: 'BAD_USER_INPUT', fields: { code: INVALID } },
    });
    // The account signs in with the chosen password, and HR's history shows where it came from.
    const fresh = sut.client();
    expect((await fresh.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const listed = await hr.get(`/api/users?search=${encodeURIComponent(email)}`);
    const account = await hr.get(`/api/users/${listed.body.items[0].id}`);
    expect(account.body.user.history).toEqual([
      expect.objectContaining({
        field: 'invitation',
        toValue: 'office',
        actorName: expect.stringContaining('Hanna'),
      }),
    ]);
    const notices = await hr.get('/api/notifications');
    expect(notices.body.notifications[0]).toMatchObject({ title: 'Invitation accepted' });
  });

  it('invites an HR account over REST and accepts it over REST', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const email = uniqueEmail();
    const sent = await hr.post('/api/invitations', {
      firstname: 'Hector',
      lastname: 'Reyes',
      email: email.toUpperCase(),
      role: 'hr',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: `Invitation sent to ${email}.`,
      invitation: {
        _id: sent.body.invitation.id,
        email,
        role: 'hr',
        officeId: null,
        status: 'pending',
      },
    });
    expect(sent.body.invitation.codeHash).toBeUndefined();
    const code = await mailedCode(email);
    expect(
      (await sut.client().get(`/api/invitations/accept/${code}`)).body.invitation,
    ).toMatchObject({
      email,
      role: 'hr',
    });
    const invitee = sut.client();
    const res = await invitee.post('/api/invitations/accept', {
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redirectUrl: '/hr-dashboard', user: { email, role: 'hr' } });
    expect((await invitee.get('/api/users')).status).toBe(200);
  });

  it('refuses an expired link; a resend mails a new one and the old one stops working', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const { id, email } = await inviteOffice(hr);
    const first = await mailedCode(email);
    await sut
      .get<DbContext>(DbContext)
      .db.update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.id, id));

    const expired = await sut.client().post('/api/invitations/accept', {
      code: first,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ message: INVALID, fields: { code: INVALID } });
    expect((await sut.client().get(`/api/invitations/accept/${first}`)).status).toBe(400);
    const listed = await hr.graphql<{
      staffInvitations: { items: Array<{ id: string; status: string }> };
    }>(LIST);
    expect(listed.data!.staffInvitations.items.find((i) => i.id === id)?.status).toBe('expired');

    const resent = await hr.post(`/api/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invitation.status).toBe('pending');
    const second = await mailedCode(email);
    expect(second).not.toBe(first);
    const gqlResend = await hr.graphql(
      'mutation($id: ID!) { resendStaffInvitation(id: $id) { status } }',
      { id },
    );
    expect(gqlResend.data).toEqual({ resendStaffInvitation: { status: 'pending' } });
    const third = await mailedCode(email);
    // Only the latest link works.
    for (const old of [first, second])
      expect(
        (
          await sut.client().post('/api/invitations/accept', {
            code: old,
            password: PASSWORD,
            confirmPassword: PASSWORD,
          })
        ).status,
      ).toBe(400);
    const ok = await sut.client().post('/api/invitations/accept', {
      code: third,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('revokes a pending invitation over both transports: its link stops working and it leaves the list', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const viaRest = await inviteOffice(hr);
    const restCode = await mailedCode(viaRest.email);
    const revoked = await hr.delete(`/api/invitations/${viaRest.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitation.status).toBe('revoked');
    const viaGql = await inviteOffice(hr);
    const gqlCode = await mailedCode(viaGql.email);
    const res = await hr.graphql(
      'mutation($id: ID!) { revokeStaffInvitation(id: $id) { status } }',
      {
        id: viaGql.id,
      },
    );
    expect(res.data).toEqual({ revokeStaffInvitation: { status: 'revoked' } });

    for (const code of [restCode, gqlCode]) {
      const accept = await sut.client().graphql(ACCEPT, {
        input: { code, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(accept.errors?.[0]?.message).toBe(INVALID);
    }
    const listed = await hr.graphql<{ staffInvitations: { items: Array<{ id: string }> } }>(LIST);
    const ids = listed.data!.staffInvitations.items.map((i) => i.id);
    expect(ids).not.toContain(viaRest.id);
    expect(ids).not.toContain(viaGql.id);
    expect((await hr.post(`/api/invitations/${viaRest.id}/resend`)).status).toBe(409);
    // Revoked, the address may be invited again.
    expect(
      (
        await hr.post('/api/invitations', {
          firstname: 'Olive',
          lastname: 'Cruz',
          email: viaRest.email,
          role: 'hr',
        })
      ).status,
    ).toBe(201);
  });

  it('refuses an address already in use or already invited, and an office invitation without an office', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const existing = await createUser(sut);
    const taken = await hr.post('/api/invitations', {
      firstname: 'Ann',
      lastname: 'Lee',
      email: existing.email,
      role: 'hr',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({
      email: 'An account with this email address already exists.',
    });

    const { email } = await inviteOffice(hr);
    const twice = await hr.graphql(INVITE, {
      input: { firstname: 'Ann', lastname: 'Lee', email, role: 'hr' },
    });
    expect(twice.errors?.[0]?.extensions?.fields).toEqual({
      email: 'An invitation to this address is already pending. Resend or revoke it instead.',
    });

    const noOffice = await hr.post('/api/invitations', {
      firstname: 'Ann',
      lastname: 'Lee',
      email: uniqueEmail(),
      role: 'office',
    });
    expect(noOffice.body.fields).toMatchObject({
      officeId: 'Choose the office of an office account.',
    });
    const student = await hr.graphql(INVITE, {
      input: { firstname: 'Ann', lastname: 'Lee', email: uniqueEmail(), role: 'student' },
    });
    expect(student.errors?.[0]?.extensions?.fields).toEqual({
      role: 'Invite an HR or an office account',
    });
  });

  it('checks the chosen password like a reset does', async () => {
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const { email } = await inviteOffice(hr);
    const code = await mailedCode(email);
    const weak = await sut.client().post('/api/invitations/accept', {
      code,
      password: 'password',
      confirmPassword: 'different',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toMatchObject({
      password:
        'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
      confirmPassword: "Passwords don't match",
    });
    // The link still works after a refused attempt.
    expect((await sut.client().get(`/api/invitations/accept/${code}`)).status).toBe(200);
  });

  it('refuses students and office staff, and anonymous callers', async () => {
    const office = await createOffice(sut);
    const { id } = await inviteOffice((await signedInClient(sut, { role: 'hr' })).client);
    for (const overrides of [
      { role: 'student' as const },
      { role: 'office' as const, officeId: office.id },
    ]) {
      const { client } = await signedInClient(sut, overrides);
      expect((await client.get('/api/invitations')).status).toBe(403);
      expect(
        (
          await client.post('/api/invitations', {
            firstname: 'Ann',
            lastname: 'Lee',
            email: uniqueEmail(),
            role: 'hr',
          })
        ).status,
      ).toBe(403);
      expect((await client.post(`/api/invitations/${id}/resend`)).status).toBe(403);
      expect((await client.delete(`/api/invitations/${id}`)).status).toBe(403);
      const gql = await client.graphql(INVITE, {
        input: { firstname: 'Ann', lastname: 'Lee', email: uniqueEmail(), role: 'hr' },
      });
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await sut.client().get('/api/invitations')).status).toBe(401);
  });

  it('leaves sign-up to students', async () => {
    const email = uniqueEmail();
    const res = await sut.client().post('/api/auth/signup', {
      firstname: 'Sly',
      lastname: 'Staff',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      role: 'hr',
    });
    expect(res.status).toBe(201);
    const { client: hr } = await signedInClient(sut, { role: 'hr' });
    const listed = await hr.get(`/api/users?search=${encodeURIComponent(email)}`);
    expect(listed.body.items[0].role).toBe('student');
  });
});
