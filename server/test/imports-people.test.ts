import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { staffInvitations, users } from '../src/db/schema.js';
import { sampleCsv, sampleXlsx } from '../src/modules/imports/import-samples.js';
import { ImportsService } from '../src/modules/imports/imports.service.js';
import { appWithSmtp, type AppWithSmtp } from './support/app-with-smtp.js';
import { createUser, signedInClient } from './support/factories.js';
import {
  applied,
  importOf,
  importOffices,
  ownStaff,
  ownStudents,
  previewed,
  previewRest,
  uniqueTag,
} from './support/imports.js';
import { codeOf, deliverMail, lastMailTo } from './support/mail-helpers.js';
import type { TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const INVITED = 'You are invited to set up your staff account';
const RESET = 'Reset your password';
const PASSWORD = 'Welcome#2026';
const OFFICES = `{ offices { id name } }`;

describe(`${ImportsService.name}: people`, () => {
  let env: AppWithSmtp;
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    env = await appWithSmtp();
    sut = env.sut;
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
  });
  afterAll(() => env.close());

  const subjectsTo = async (email: string) => {
    await deliverMail(sut);
    return env.smtp.to(email).map((mail) => mail.subject);
  };
  const invitationsTo = async (emails: string[]) =>
    sut
      .get<DbContext>(DbContext)
      .db.select({ email: staffInvitations.email, officeId: staffInvitations.officeId })
      .from(staffInvitations)
      .where(sql`lower(${staffInvitations.email}) = any(${sql.param(emails)}::text[])`);

  it('invites imported office staff with one mail each when HR asks, and none when not', async () => {
    const tag = uniqueTag();
    const rows = ownStaff(6, 21, tag);
    await importOffices(hr, rows);
    const emails = rows.map((row) => row.email.trim().toLowerCase());
    const [mailed, quiet] = [rows.slice(0, 3), rows.slice(3)];

    const first = await previewed(hr, 'office_staff', sampleCsv('office_staff', mailed));
    expect(await applied(hr, first.id, { sendInvitations: true })).toMatchObject({
      createdRows: 3,
      sendMail: true,
    });
    const second = await previewed(
      hr,
      'office_staff',
      await sampleXlsx('office_staff', quiet),
      'staff.xlsx',
    );
    expect(await applied(hr, second.id)).toMatchObject({ createdRows: 3, sendMail: false });
    expect(await invitationsTo(emails)).toHaveLength(6);
    for (const email of emails.slice(0, 3)) expect(await subjectsTo(email)).toEqual([INVITED]);
    for (const email of emails.slice(3)) expect(await subjectsTo(email)).toEqual([]);

    // The invitation mailed works as one HR sent by hand.
    const code = codeOf(lastMailTo(env.smtp, emails[0]!, INVITED).links[0]);
    const accepted = await sut.client().post('/api/invitations/accept', {
      code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.status).toBe(200);

    // Again, asking for mail: nothing changed, nothing sent.
    const again = await previewed(hr, 'office_staff', sampleCsv('office_staff', mailed));
    expect(again).toMatchObject({ unchangedCount: 3, createCount: 0 });
    expect(await applied(hr, again.id, { sendInvitations: true })).toMatchObject({
      unchangedRows: 3,
    });
    for (const email of emails.slice(0, 3)) expect(await subjectsTo(email)).toEqual([INVITED]);

    // Moved to another office: the account (accepted) and the invitation (pending) follow.
    const offices = await hr.graphql<{ offices: Array<{ id: string; name: string }> }>(OFFICES);
    const other = offices.data!.offices.find((o) => o.name === rows[5]!.office)!;
    const moved = [
      { ...mailed[0]!, office: rows[5]!.office },
      mailed[1]!,
      mailed[2]!,
      { ...quiet[0]!, office: rows[5]!.office },
    ];
    const third = await previewed(hr, 'office_staff', sampleCsv('office_staff', moved));
    const changes = (await importOf(hr, third.id, 'update')).rows.items.map((r) => r.changes);
    const expected = [rows[0]!.office, rows[3]!.office].map((office) =>
      office === rows[5]!.office ? null : ['Office'],
    );
    expect(changes).toEqual(expected.filter(Boolean));
    await applied(hr, third.id);
    const [account] = await sut
      .get<DbContext>(DbContext)
      .db.select({ officeId: users.officeId })
      .from(users)
      .where(sql`lower(${users.email}) = ${emails[0]}`);
    expect(account!.officeId).toBe(other.id);
    const [pending] = await invitationsTo([emails[3]!]);
    expect(pending!.officeId).toBe(other.id);
  });

  it('makes student accounts that open through a password link, mailed at HR’s choice', async () => {
    const tag = uniqueTag();
    const rows = ownStudents(4, 23, tag);
    const emails = rows.map((row) => row.email.trim().toLowerCase());
    const res = await previewRest(hr, 'students', sampleCsv('students', rows), 'students.csv');
    expect(res.body.import).toMatchObject({ createCount: 4 });
    const apply = await hr.post(`/api/imports/${res.body.import.id}/apply`, {
      sendPasswordEmails: true,
    });
    expect(apply.body.import).toMatchObject({ status: 'applied', createdRows: 4 });
    for (const email of emails) expect(await subjectsTo(email)).toEqual([RESET]);

    // No password travels: the account opens through the link.
    const code = codeOf(lastMailTo(env.smtp, emails[0]!, RESET).links[0]);
    const reset = await sut.client().post('/api/auth/password/reset', {
      verificationCode: code,
      password: PASSWORD,
    });
    expect(reset.status).toBe(200);
    const signIn = await sut.client().post('/api/auth/signin', {
      email: emails[0],
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);

    // Without the choice, no mail; an account of another role is refused by its e-mail.
    const quiet = ownStudents(2, 29, tag);
    const staff = await createUser(sut, { role: 'office' });
    quiet[1] = { ...quiet[1]!, email: staff.email };
    const second = await previewed(hr, 'students', sampleCsv('students', quiet));
    expect(second).toMatchObject({ createCount: 1, errorCount: 1 });
    const three = ownStudents(2, 29, tag).slice(0, 1);
    const third = await previewed(hr, 'students', sampleCsv('students', three));
    await applied(hr, third.id);
    expect(await subjectsTo(three[0]!.email.trim().toLowerCase())).toEqual([]);
  });
});
