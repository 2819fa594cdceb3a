import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../src/modules/auth/auth.decorators.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Stand-ins for staff-only operations, so the role check itself is what is tested.
@Controller('staff-only')
class StaffController {
  @Roles('hr', 'office')
  @Get()
  read() {
    return { ok: true };
  }
}

@Resolver()
class StaffResolver {
  @Roles('hr')
  @Query(() => Boolean)
  hrOnly(): boolean {
    return true;
  }
}

describe('@Roles', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ controllers: [StaffController], providers: [StaffResolver] });
  });
  afterAll(() => sut.close());

  it.each(['hr', 'office'] as const)('lets %s through', async (role) => {
    const { client } = await signedInClient(sut, { role });
    expect((await client.get('/api/staff-only')).body).toEqual({ ok: true });
  });

  it('answers a student with 403 / FORBIDDEN', async () => {
    const { client } = await signedInClient(sut, { role: 'student' });
    expect((await client.get('/api/staff-only')).status).toBe(403);
    expect((await client.graphql('{ hrOnly }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers anonymous callers with 401 before looking at roles', async () => {
    expect((await sut.client().get('/api/staff-only')).status).toBe(401);
  });

  it('applies per operation: office staff are not HR', async () => {
    const { client } = await signedInClient(sut, { role: 'office' });
    expect((await client.graphql('{ hrOnly }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hr = await signedInClient(sut, { role: 'hr' });
    expect((await hr.client.graphql('{ hrOnly }')).data).toEqual({ hrOnly: true });
  });
});
