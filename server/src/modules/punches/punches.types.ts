import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  IsDate,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Type } from 'class-transformer';
import { enumOf } from '../../common/graphql-enum.js';
import type { TimeField } from '../dtr/dtr-rules.js';
import { DtrDay, PunchSlot } from '../dtr/dtr.types.js';
import { punchMode, type PunchMode as ModeValue } from '../dtr/punch-settings.table.js';

export const PunchMode = enumOf(punchMode.enumValues);
registerEnumType(PunchMode, {
  name: 'PunchMode',
  description:
    "punches_only: scholars record time only by punching in at the office's screen (the office still corrects days); punches_or_typed: they may also type their times.",
});

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TIME_MESSAGE = 'Enter a time as HH:MM';

@ObjectType({ description: "How an office records its scholars' time, and its hours." })
export class PunchSettings {
  @Field(() => ID)
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => PunchMode)
  mode: ModeValue;

  @Field({ description: 'HH:MM: a punch before it is flagged outside office hours.' })
  opensAt: string;

  @Field({ description: 'HH:MM: a punch after it is flagged outside office hours.' })
  closesAt: string;

  @Field(() => Int, { description: 'A day worked longer than this is flagged.' })
  maxMinutesPerDay: number;
}

@ObjectType({ description: 'A screen at the office that shows the rotating punch code.' })
export class Kiosk {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  officeId: string;

  @Field()
  name: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { nullable: true })
  createdByName: string | null;

  @Field(() => Date, { nullable: true, description: 'When its screen last showed codes, roughly.' })
  lastSeenAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set once revoked: its key no longer works.' })
  revokedAt: Date | null;
}

@ObjectType({ description: 'A new kiosk and its key, shown this once (only its hash is kept).' })
export class KioskCreated {
  @Field(() => Kiosk)
  kiosk: Kiosk;

  @Field({
    description: 'Sent by the kiosk page as X-Kiosk-Key (or { kioskKey } on the WebSocket).',
  })
  key: string;
}

@ObjectType({ description: "The code the office's screen shows now." })
export class KioskCode {
  @Field()
  officeName: string;

  @Field()
  code: string;

  @Field({ description: "What the QR holds: the punch page's address with the code." })
  url: string;

  @Field(() => Int, { description: 'The time step the code belongs to.' })
  step: number;

  @Field(() => Date, { description: 'When the next code replaces it.' })
  validUntil: Date;

  @Field(() => Date)
  serverTime: Date;
}

@ObjectType({ description: 'A punch as the kiosk shows it: first name only.' })
export class KioskPunch {
  @Field()
  firstName: string;

  @Field(() => PunchSlot)
  slot: TimeField;

  @Field(() => Date)
  at: Date;
}

@ObjectType({
  description: "What an office's screen shows: the current code and the last minute's punches.",
})
export class KioskFeed {
  @Field(() => KioskCode)
  code: KioskCode;

  @Field(() => [KioskPunch], { description: 'Punches of the last minute, newest first.' })
  recentPunches: KioskPunch[];
}

@ObjectType({ description: "A scholar's punch at an office's screen." })
export class Punch {
  @Field(() => ID)
  id: string;

  @Field({ description: 'YYYY-MM-DD, in the university time zone.' })
  workDate: string;

  @Field(() => PunchSlot)
  slot: TimeField;

  @Field(() => Date, {
    description: "The server's time, or the phone's scan time for a late send.",
  })
  at: Date;

  @Field(() => Date, { nullable: true, description: "The phone's scan time, for a late send." })
  claimedAt: Date | null;

  @Field()
  lateSend: boolean;

  @Field()
  officeName: string;
}

@ObjectType({ description: 'A punch and the DTR day it filled.' })
export class PunchResult {
  @Field(() => Punch)
  punch: Punch;

  @Field(() => DtrDay)
  day: DtrDay;
}

@InputType({ description: "A scanned code (the QR's URL or the bare code)." })
export class PunchInput {
  @Field()
  @IsString()
  @MinLength(1, { message: 'Scan the code on the office screen.' })
  @MaxLength(2000)
  code: string;

  @Field(() => Date, {
    nullable: true,
    description: "The phone's clock when it scanned, for a scan sent later (offline).",
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'Enter the scan time as a date and time' })
  scannedAt?: Date | null;
}

@InputType()
export class PunchSettingsInput {
  @Field(() => ID, { nullable: true, description: 'HR: the office; office staff: their own.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field(() => PunchMode)
  @IsIn(punchMode.enumValues)
  mode: ModeValue;

  @Field()
  @Matches(HH_MM, { message: TIME_MESSAGE })
  opensAt: string;

  @Field()
  @Matches(HH_MM, { message: TIME_MESSAGE })
  closesAt: string;

  @Field(() => Int)
  @IsInt()
  @Min(60, { message: 'At least 60 minutes' })
  @Max(24 * 60, { message: 'At most 1440 minutes' })
  maxMinutesPerDay: number;
}

@InputType()
export class CreateKioskInput {
  @Field(() => ID, { nullable: true, description: 'HR: the office; office staff: their own.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field()
  @IsString()
  @MinLength(1, { message: 'Name the screen' })
  @MaxLength(80)
  name: string;
}
