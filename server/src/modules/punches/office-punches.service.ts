import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { SESSIONS_ENDED_TOPIC } from '../sessions/session-sockets.js';
import type { User } from '../users/users.table.js';
import { newKioskKey } from './kiosk-credential.js';
import { PunchesRepository, type PunchSettingsView } from './punches.repository.js';
import type { CreateKioskInput, Kiosk, KioskCreated, PunchSettingsInput } from './punches.types.js';

export const OFFICE_NOT_FOUND = 'Office not found';
const CHOOSE_OFFICE = 'Choose the office';
const KIOSK_NOT_FOUND = 'Kiosk not found';

/**
 * What an office sets up for punching in: its settings and its kiosks. Office
 * staff act on their own office; HR and the administrator on any office,
 * which they name. Another office reads as "not found".
 */
@Injectable()
export class OfficePunchesService {
  constructor(
    private readonly repository: PunchesRepository,
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  async settings(viewer: User, officeId?: string | null): Promise<PunchSettingsView> {
    requireAccess(viewer, 'punchSettings');
    return this.settingsOf(this.officeOf(viewer, officeId));
  }

  async updateSettings(viewer: User, input: PunchSettingsInput): Promise<PunchSettingsView> {
    requireAccess(viewer, 'updatePunchSettings');
    const officeId = this.officeOf(viewer, input.officeId);
    await this.settingsOf(officeId);
    const { mode, opensAt, closesAt, maxMinutesPerDay } = input;
    if (closesAt <= opensAt) {
      const message = 'The office must close after it opens';
      throw DomainError.badInput(message, { closesAt: message });
    }
    await this.repository.saveSettings(
      officeId,
      { mode, opensAt, closesAt, maxMinutesPerDay },
      viewer.id,
    );
    return this.settingsOf(officeId);
  }

  async kiosks(viewer: User, officeId?: string | null): Promise<Kiosk[]> {
    requireAccess(viewer, 'kiosks');
    const office = await this.settingsOf(this.officeOf(viewer, officeId));
    return this.repository.kiosksOf(office.officeId);
  }

  async createKiosk(viewer: User, input: CreateKioskInput): Promise<KioskCreated> {
    requireAccess(viewer, 'createKiosk');
    const office = await this.settingsOf(this.officeOf(viewer, input.officeId));
    const { key, hash } = newKioskKey();
    const id = await this.repository.insertKiosk({
      officeId: office.officeId,
      name: input.name.trim(),
      keyHash: hash,
      createdBy: viewer.id,
    });
    return { kiosk: (await this.repository.kiosk(id))!, key };
  }

  /** Revokes a kiosk: its key stops at once and its open feed ends, on every instance. */
  async revokeKiosk(viewer: User, id: string): Promise<Kiosk> {
    requireAccess(viewer, 'revokeKiosk');
    const kiosk = await this.kioskInScope(viewer, id);
    await this.context.transaction(async () => {
      if (await this.repository.revokeKiosk(kiosk.id, viewer.id))
        this.context.afterCommit(() => this.pubSub.publish(SESSIONS_ENDED_TOPIC, [kiosk.id]));
    });
    return (await this.repository.kiosk(kiosk.id))!;
  }

  private async kioskInScope(viewer: User, id: string): Promise<Kiosk> {
    const kiosk = isUuid(id) ? await this.repository.kiosk(id) : undefined;
    if (!kiosk || (viewer.role === 'office' && kiosk.officeId !== viewer.officeId))
      throw DomainError.notFound(KIOSK_NOT_FOUND);
    return kiosk;
  }

  /** The office a staff member acts on: their own, or for HR the one named. */
  private officeOf(viewer: User, officeId: string | null | undefined): string {
    if (viewer.role === 'office') {
      if (!viewer.officeId || (officeId && officeId !== viewer.officeId))
        throw DomainError.notFound(OFFICE_NOT_FOUND);
      return viewer.officeId;
    }
    if (!officeId) throw DomainError.badInput(CHOOSE_OFFICE, { officeId: CHOOSE_OFFICE });
    return officeId;
  }

  private async settingsOf(officeId: string): Promise<PunchSettingsView> {
    const settings = isUuid(officeId) ? await this.repository.settings(officeId) : undefined;
    if (!settings) throw DomainError.notFound(OFFICE_NOT_FOUND);
    return settings;
  }
}
