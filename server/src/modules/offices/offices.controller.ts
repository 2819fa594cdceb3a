import { Controller, Get } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { OfficesService } from './offices.service.js';
import { Access } from '../../common/access/access.decorator.js';

@Controller('offices')
export class OfficesController {
  constructor(private readonly offices: OfficesService) {}

  @Access('offices')
  @Get()
  async list() {
    return { offices: (await this.offices.list()).map(toRestDocument) };
  }
}
