import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { FileRecord } from './files.table.js';

@ObjectType({ description: 'An uploaded document; download it from `url`.' })
export class StoredFile {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Download path, /api/files/:id (signed-in owner and staff only).' })
  url: string;

  @Field({ description: 'The name the file had on the uploader’s device.' })
  name: string;

  @Field({
    description: 'Media type decided from the bytes (image/jpeg, image/png, application/pdf…).',
  })
  mimeType: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;
}

export function toStoredFile(file: FileRecord): StoredFile {
  return {
    id: file.id,
    url: `/api/files/${file.id}`,
    name: file.originalName,
    mimeType: file.mime,
    size: file.size,
  };
}
