import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultOffices, OfficesService } from '../src/modules/offices/offices.service.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

describe('offices', () => {
  let sut: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    sut = await createTestApp();
    ({ client } = await signedInClient(sut));
  });
  afterAll(() => sut.close());

  it('lists nothing before seeding', async () => {
    const res = await client.graphql('{ offices { id } }');
    expect(res.data).toEqual({ offices: [] });
  });

  it('creates the default offices once, however often it runs', async () => {
    const offices = sut.get<OfficesService>(OfficesService);
    expect(await offices.ensureDefaults()).toHaveLength(defaultOffices.length);
    expect(await offices.ensureDefaults()).toHaveLength(0);
  });

  it('lists offices by name over GraphQL and REST, with _id and id on REST', async () => {
    const names = defaultOffices.map((office) => office.name).sort();
    const gql = await client.graphql<{
      offices: Array<{ id: string; name: string; code: string }>;
    }>('{ offices { id name code } }');
    expect(gql.data?.offices.map((office) => office.name)).toEqual(names);

    const rest = await client.get('/api/offices');
    expect(rest.status).toBe(200);
    expect(rest.body.offices.map((office: { name: string }) => office.name)).toEqual(names);
    for (const office of rest.body.offices) expect(office._id).toBe(office.id);
    expect(rest.body.offices.map((office: { id: string }) => office.id).sort()).toEqual(
      gql.data?.offices.map((office) => office.id).sort(),
    );
  });
});

describe('offices without signing in', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('are not listed to anonymous callers', async () => {
    expect((await sut.http().get('/api/offices')).status).toBe(401);
    const gql = await sut.graphql('{ offices { id } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
