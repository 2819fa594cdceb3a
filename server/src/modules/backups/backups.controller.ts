import { Controller, Get, Headers, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BackupsService } from './backups.service.js';
import type { BackupStatus } from './backups.types.js';
import { LocalTrigger } from './local-trigger.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade: `/api/system/backups` for the System card, and the local trigger of `npm run backup`. */
@Controller('system/backups')
export class BackupsController {
  constructor(
    private readonly backups: BackupsService,
    private readonly trigger: LocalTrigger,
  ) {}

  @Access('backupStatus')
  @Get()
  status(@CurrentUser() current: SignedInUser): Promise<BackupStatus> {
    return this.backups.status(current.user);
  }

  /**
   * Only `npm run backup` on this machine: from a loopback address, with the
   * token from the owner-only file in the data directory. Answers with one
   * JSON line per progress step and a last line with the result.
   */
  @Access('runBackup')
  @Post('run')
  async run(
    @Req() req: Request,
    @Res() res: Response,
    @Headers('x-backup-token') token: string | undefined,
  ): Promise<void> {
    if (!this.trigger.allows(req.socket.remoteAddress, token)) {
      res
        .status(403)
        .json({ message: 'Backups are started from this machine with npm run backup.' });
      return;
    }
    res.status(200).setHeader('Content-Type', 'application/x-ndjson');
    const line = (value: object) => res.write(`${JSON.stringify(value)}\n`);
    let last = 0;
    try {
      const result = await this.backups.run('command', (progress) => {
        // A line per 100 ms at most: the CLI redraws its bar from them.
        if (Date.now() - last < 100) return;
        last = Date.now();
        line({ progress });
      });
      if (result)
        line({
          done: {
            name: result.name,
            path: result.path,
            size: result.size,
            files: result.manifest.files.length,
            pruned: result.pruned,
          },
        });
      else line({ error: 'Another backup is running; try again when it has finished.' });
    } catch (error) {
      line({ error: error instanceof Error ? error.message : String(error) });
    }
    res.end();
  }
}
