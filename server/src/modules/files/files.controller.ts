import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { contentDisposition } from './file-names.js';
import { FilesService } from './files.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** Downloads (ARCHITECTURE §8): never a public folder, always through the read rule of the file's record. */
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  // The client may ask for /api/files/<id>.pdf (A§7): the id is what comes before the dot.
  @Access('downloadFile')
  @Get(':id')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, no-store')
  async download(
    @Param('id') id: string,
    @CurrentUser() current: SignedInUser,
    @Query('download') download?: string,
  ): Promise<StreamableFile> {
    const { file, stream } = await this.files.open(id.split('.')[0]!, current.user);
    return new StreamableFile(stream, {
      type: file.mime,
      length: file.size,
      disposition: contentDisposition(
        download === '1' ? 'attachment' : 'inline',
        file.originalName,
      ),
    });
  }
}
