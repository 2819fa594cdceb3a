import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoRequirements } from '../src/modules/demo/demo-requirements.js';
import { RequirementsService } from '../src/modules/requirements/requirements.service.js';
import { createUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoRequirements.name, () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(() => sut.close());

  it('submits through the service: one with an item needing re-upload, one approved; nothing more on the next start', async () => {
    const hr = await createUser(sut, { role: 'hr' });
    const nina = await createUser(sut, { email: 'nina.castillo@demo.local' });
    const marco = await createUser(sut, { email: 'marco.reyes@demo.local' });
    const sutDemo = sut.get<DemoRequirements>(DemoRequirements);
    expect(await sutDemo.seed(hr)).toBe(2);
    const service = sut.get<RequirementsService>(RequirementsService);
    const ninas = (await service.mine(nina))!;
    expect(ninas).toMatchObject({ status: 'needs_reupload', approvedCount: 5 });
    const items = await service.items(ninas.id);
    expect(items.filter((i) => i.status === 'needs_reupload').map((i) => i.documentKey)).toEqual([
      'good_moral',
    ]);
    expect(await service.mine(marco)).toMatchObject({ status: 'approved', approvedCount: 6 });
    expect(await sutDemo.seed(hr)).toBe(0);
  });
});
