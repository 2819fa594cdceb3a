import type { Office } from '../../src/modules/offices/offices.table.js';
import { createApiToken } from '../support/api-tokens.js';
import { submitRest } from '../support/applications.js';
import { monthsAgo, officeStaff } from '../support/dtr.js';
import { DEFAULT_PASSWORD, signedInClient, signIn } from '../support/factories.js';
import { acceptedScholar } from '../support/reapplications.js';
import { createKiosk } from '../support/punches.js';
import { createOffice } from '../support/scholars.js';
import type { TestApp } from '../support/test-app.js';
import { TestClient } from '../support/test-client.js';
import type { AccountName, CallerName, SignedInCaller } from './callers.js';
import { ACCOUNT_OF } from './callers.js';

export interface Account {
  id: string;
  email: string;
  password: string;
  /** "First Last": what staff lists' searches match. */
  name: string;
}

/**
 * What every operation is called against: two offices, a student who applied
 * (the applicant), an accepted scholar of office A, staff of both offices, HR,
 * the administrator, two API tokens of HR's and office A's kiosk, each with a client.
 */
export interface World {
  sut: TestApp;
  officeA: Office;
  officeB: Office;
  accounts: Record<AccountName, Account>;
  clients: Record<SignedInCaller, TestClient>;
  /** The scholar's scholars row and the application that made them one. */
  scholar: { id: string; applicationId: string };
  /** The applicant's submitted application. */
  applicationId: string;
  /** HR's tokens' ids (their secrets are in the token clients). */
  tokenIds: { read: string; write: string };
}

export async function buildWorld(sut: TestApp): Promise<World> {
  const [officeA, officeB] = [
    await createOffice(sut, 'Office A'),
    await createOffice(sut, 'Office B'),
  ];
  const hr = await signedInClient(sut, { role: 'hr', firstname: 'Hazel' });
  const admin = await signedInClient(sut, { role: 'admin', firstname: 'Ada' });
  const staffA = await officeStaff(sut, officeA.id, { firstname: 'Alma' });
  const staffB = await officeStaff(sut, officeB.id, { firstname: 'Bert' });
  // Deployed a year ago: record operations take a day of their own for each call.
  const scholar = await acceptedScholar(sut, hr.client, officeA.id, {
    firstname: 'Sol',
    startedOn: `${monthsAgo(sut, 12)}-01`,
  });
  const applicant = await signedInClient(sut, { firstname: 'Api' });
  const submitted = await submitRest(applicant.client);
  if (submitted.status !== 201) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const read = await createApiToken(hr.client, { name: 'Reader', scope: 'read' });
  const write = await createApiToken(hr.client, { name: 'Writer', scope: 'write' });
  const kiosk = await createKiosk(staffA.client);
  const server = sut.app.getHttpServer();
  const account = (user: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
  }): Account => ({
    id: user.id,
    email: user.email,
    password: DEFAULT_PASSWORD,
    name: `${user.firstname} ${user.lastname}`,
  });
  return {
    sut,
    officeA,
    officeB,
    accounts: {
      applicant: account(applicant.user),
      scholar: account(scholar.user),
      officeA: account(staffA.user),
      officeB: account(staffB.user),
      hr: account(hr.user),
      admin: account(admin.user),
    },
    clients: {
      applicant: applicant.client,
      scholar: scholar.client,
      officeA: staffA.client,
      officeB: staffB.client,
      hr: hr.client,
      admin: admin.client,
      readToken: new TestClient(server, read.secret),
      writeToken: new TestClient(server, write.secret),
      kiosk: new TestClient(server, undefined, kiosk.key),
    },
    scholar: { id: scholar.scholarId, applicationId: scholar.applicationId },
    applicationId: submitted.body.application.id as string,
    tokenIds: { read: read.id, write: write.id },
  };
}

/**
 * A client of its own for one call, signed in anew, for operations that end
 * the caller's session or sign a client in.
 */
export async function freshClient(w: World, caller: CallerName): Promise<TestClient | null> {
  if (caller === 'anonymous') return null;
  const server = w.sut.app.getHttpServer();
  // A token has no session to end: its caller keeps the world's token.
  if (caller === 'readToken' || caller === 'writeToken' || caller === 'kiosk')
    return w.clients[caller];
  const client = new TestClient(server);
  await signIn(client, w.accounts[ACCOUNT_OF[caller]]);
  return client;
}
