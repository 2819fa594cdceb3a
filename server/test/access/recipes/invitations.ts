import { uniqueEmail } from '@sasm/test-data';
import { desc, eq } from 'drizzle-orm';
import type { Operation } from '../../../src/common/access/access-table.js';
import { DbContext } from '../../../src/db/db-context.js';
import { mailOutbox } from '../../../src/modules/mail/mail-outbox.table.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

const PASSWORD = 'Welcome#2026';

/** An office account's invitation to a new address. */
const inviteInput = (w: World) => ({
  firstname: 'Ivy',
  lastname: 'Invitee',
  email: uniqueEmail(),
  role: 'office',
  officeId: w.officeA.id,
});

/** A pending invitation of one call alone, sent by HR, and the code its mail carries. */
async function freshInvitation(w: World): Promise<{ id: string; code: string }> {
  const input = inviteInput(w);
  const res = await w.clients.hr.graphql<{ inviteStaff: { id: string } }>(
    'mutation Invite($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
    { input },
  );
  if (!res.data) throw new Error(`inviteStaff: ${JSON.stringify(res.errors)}`);
  const [mail] = await w.sut
    .get<DbContext>(DbContext)
    .db.select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, input.email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = /invitation\?code=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no invitation mail to ${input.email}`);
  return { id: res.data.inviteStaff.id, code };
}

/** One pending invitation, for the list. */
const pendingInvitation = oncePerWorld(async (w) => (await freshInvitation(w)).id);

export const invitationsRecipes: Partial<Record<Operation, Recipe>> = {
  invitationPreview: {
    call: async (w) => ({ args: { code: (await freshInvitation(w)).code } }),
  },
  // Signs the invitee in on the client that accepts: each caller does it on a client of its own.
  acceptStaffInvitation: {
    freshClients: true,
    call: async (w) => {
      const { code } = await freshInvitation(w);
      return { args: { input: { code, password: PASSWORD, confirmPassword: PASSWORD } } };
    },
  },
  // HR invites fewer in the whole test than a page holds; HR's role is the list's scope.
  staffInvitations: {
    call: () => widestPage(),
    list: { record: pendingInvitation, select: '{ items { id } }' },
  },
  inviteStaff: { call: (w) => ({ args: { input: inviteInput(w) } }) },
  resendStaffInvitation: {
    call: async (w) => ({ args: { id: (await freshInvitation(w)).id } }),
  },
  revokeStaffInvitation: {
    call: async (w) => ({ args: { id: (await freshInvitation(w)).id } }),
  },
};
