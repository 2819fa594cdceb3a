import { Query, Resolver } from '@nestjs/graphql';
import { OfficesService } from './offices.service.js';
import { Office } from './offices.types.js';
import { Access } from '../../common/access/access.decorator.js';

@Resolver(() => Office)
export class OfficesResolver {
  constructor(private readonly officesService: OfficesService) {}

  @Access('offices')
  @Query(() => [Office], { description: 'All offices, by name.' })
  offices(): Promise<Office[]> {
    return this.officesService.list();
  }
}
