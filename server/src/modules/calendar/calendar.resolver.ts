import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { termLabel } from '../../common/academic-term.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { CalendarService, type AcademicYearView } from './calendar.service.js';
import { NonWorkingDay } from '../../common/university-calendar.types.js';
import { AcademicYear, AddNonWorkingDayInput, SaveAcademicYearInput } from './calendar.types.js';

/** The GraphQL shape of a year: each term with its label. */
export const toAcademicYear = (year: AcademicYearView): AcademicYear => ({
  ...year,
  terms: year.terms.map((term) => ({ ...term, label: termLabel(term) })),
});

@Resolver()
export class CalendarResolver {
  constructor(private readonly calendar: CalendarService) {}

  @Access('academicYears')
  @Query(() => [AcademicYear], {
    description:
      "The academic years with their terms' dates: those the university set, and the current and next year by the default rule until set.",
  })
  async academicYears(@CurrentUser() current: SignedInUser): Promise<AcademicYear[]> {
    return (await this.calendar.academicYears(current.user)).map(toAcademicYear);
  }

  @Access('saveAcademicYear')
  @Mutation(() => AcademicYear, {
    description:
      "HR sets an academic year's three terms; each starts the day after the one before ends.",
  })
  async saveAcademicYear(
    @Args('input') input: SaveAcademicYearInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<AcademicYear> {
    return toAcademicYear(
      await this.calendar.saveAcademicYear(current.user, input.academicYear, input.terms),
    );
  }

  @Access('nonWorkingDays')
  @Query(() => [NonWorkingDay], {
    description: 'Holidays, special non-working days and suspensions from `from` to `to`.',
  })
  nonWorkingDays(
    @Args('from') from: string,
    @Args('to') to: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.calendar.nonWorkingDays(current.user, { from, to });
  }

  @Access('addNonWorkingDay')
  @Mutation(() => NonWorkingDay, {
    description: 'HR adds a holiday, a special non-working day or a suspension.',
  })
  addNonWorkingDay(
    @Args('input') input: AddNonWorkingDayInput,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.calendar.addNonWorkingDay(current.user, input);
  }

  @Access('removeNonWorkingDay')
  @Mutation(() => NonWorkingDay, { description: 'HR takes a non-working day back.' })
  removeNonWorkingDay(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.calendar.removeNonWorkingDay(current.user, id);
  }
}
